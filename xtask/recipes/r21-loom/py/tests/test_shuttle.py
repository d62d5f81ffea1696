"""Shuttle timing checks; two are marked as known failures (unittest)."""
import unittest


def picks_per_minute(rpm, picks_per_rev=1):
    return rpm * picks_per_rev


class ShuttleTest(unittest.TestCase):
    def test_plain_rpm(self):
        self.assertEqual(picks_per_minute(400), 400)

    def test_double_pick(self):
        self.assertEqual(picks_per_minute(300, 2), 600)

    @unittest.expectedFailure
    def test_rapier_overrun(self):
        self.assertEqual(picks_per_minute(650), 600)

    @unittest.expectedFailure
    def test_air_jet_limit(self):
        # Known bug LOOM-212: the air-jet limit is not enforced yet.
        self.assertEqual(picks_per_minute(1200), 1200)

    def test_zero(self):
        self.assertEqual(picks_per_minute(0), 0)


if __name__ == "__main__":
    unittest.main()
