"""Crane tests: many pass, one class's setUpClass fails and its tests never run."""

import unittest


def lift_capacity(crane):
    return 40 + crane % 9


class CapacityTest(unittest.TestCase):
    pass


class OutreachTest(unittest.TestCase):
    pass


class SpreaderTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.calibration = load_calibration("calibration/spreader-v2.toml")

    def test_twistlock_engage(self):
        self.assertTrue(self.calibration)

    def test_twistlock_release(self):
        self.assertTrue(self.calibration)


def load_calibration(path):
    table = {"calibration/spreader-v1.toml": {"offset": 0.25}}
    return table[path]


def _make(cls, i):
    def test(self):
        self.assertGreaterEqual(lift_capacity(i), 40)
    test.__name__ = f"test_crane_{i:03d}"
    setattr(cls, test.__name__, test)


for _i in range(1, 71):
    _make(CapacityTest, _i)
for _i in range(71, 131):
    _make(OutreachTest, _i)
