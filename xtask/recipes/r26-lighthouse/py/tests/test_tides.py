"""Tide height tests: 240 cases of assertAlmostEqual to two places."""
import unittest


def height(hour):
    return round(2.5 + (hour % 12) * 0.25, 3)


class TideTest(unittest.TestCase):
    pass


for n in range(1, 241):
    def case(self, n=n):
        expected = 4.75 if n == 163 else 2.5 + (n % 12) * 0.25
        self.assertAlmostEqual(height(n), expected, places=2)
    case.__name__ = f"test_tide_height_hour_{n:03d}"
    setattr(TideTest, case.__name__, case)
