"""Designation tests: 200 plate designations must match the survey's pattern; one was typed with a lower-case letter."""
import re
import unittest

PATTERN = r"^P-\d{4}-[UBVRI]$"


def designation(n):
    band = "UBVRI"[n % 5]
    return f"P-{n:04d}-{band.lower() if n == 158 else band}"


class DesignationTest(unittest.TestCase):
    pass


def make(n):
    def test(self):
        self.assertRegex(designation(n), PATTERN)
    return test


for n in range(1, 201):
    setattr(DesignationTest, f"test_designation_{n:03d}", make(n))
