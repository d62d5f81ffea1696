"""Catalogue tests: 150 pass; one compares the set of observed targets with the scheduled set."""
import unittest

SCHEDULED = {f"T-{i:03d}" for i in range(1, 241)}


class CatalogueTest(unittest.TestCase):
    def test_every_scheduled_target_observed(self):
        observed = {f"T-{i:03d}" for i in range(1, 241) if i != 209} | {"T-902"}
        self.assertSetEqual(observed, SCHEDULED)


def make(n):
    def test(self):
        self.assertIn(f"T-{n:03d}", SCHEDULED)
    return test


for n in range(1, 151):
    setattr(CatalogueTest, f"test_target_{n:03d}", make(n))
