"""Warp tension checks for the loom room (unittest)."""
import unittest

TENSIONS = {f"L-{i:02d}": 20 + i for i in range(1, 25)}
TENSIONS["L-17"] = 71


def tension_band(loom):
    value = TENSIONS[loom]
    limit = 48
    spare = limit - value
    assert spare >= 0, f"{loom} tension {value} cN over the {limit} cN limit"
    return "high" if spare < 10 else "normal"


class TensionTest(unittest.TestCase):
    pass


def _make(loom):
    def test(self):
        self.assertIn(tension_band(loom), ("normal", "high"))

    return test


for _loom in TENSIONS:
    setattr(TensionTest, f"test_band_{_loom.replace('-', '_')}", _make(_loom))


if __name__ == "__main__":
    unittest.main()
