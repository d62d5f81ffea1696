"""Tide tests: the module's fixture cannot read its tide table, so none of them runs."""
import unittest


def setUpModule():
    with open("tables/tides-2025.tsv") as table:
        table.readline()


class TideTest(unittest.TestCase):
    def test_high_water(self):
        self.assertTrue(True)

    def test_low_water(self):
        self.assertTrue(True)
