"""Brine density tests, 150 of them, all passing."""
import unittest


class BrineTest(unittest.TestCase):
    pass


def make(n):
    def test(self):
        self.assertLessEqual(1.20 + n % 7 * 0.005, 1.25)
    return test


for n in range(1, 151):
    setattr(BrineTest, f"test_density_{n:03d}", make(n))
