"""Pointing model tests: 250 pass; one compares a 300-entry pointing table that differs deep inside."""
import unittest


def pointing_table(fixed=True):
    rows = [(f"T-{i:03d}", round((i * 1.2) % 360, 1), round(-30 + (i * 0.4) % 60, 1)) for i in range(300)]
    if not fixed:
        rows[173] = ("T-173", 207.6, 39.2)
    return rows


class PointingTest(unittest.TestCase):
    def test_table_matches_survey(self):
        self.assertListEqual(pointing_table(fixed=False), pointing_table())


def make(n):
    def test(self):
        self.assertEqual(round((n * 1.2) % 360, 1) >= 0, True)
    return test


for n in range(250):
    setattr(PointingTest, f"test_axis_{n:03d}", make(n))
