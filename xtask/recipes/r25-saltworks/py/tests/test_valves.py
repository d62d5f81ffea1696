"""Valve schedule tests: one expects a call sequence the controller did not make."""
import unittest
from unittest import mock


def flood(controller, pans):
    for pan in pans:
        rate = 35 if pan == 44 else 3.5
        controller.open_valve(f"P-{pan:03d}", rate=rate)
        controller.close_valve(f"P-{pan:03d}")


class ValveTest(unittest.TestCase):
    pass


def make(n):
    def test(self):
        controller = mock.Mock()
        flood(controller, range(1, n + 1))
        self.assertEqual(controller.open_valve.call_count, n)
    return test


for i in range(1, 121):
    setattr(ValveTest, f"test_flood_{i:03d}", make(i))


class ScheduleTest(unittest.TestCase):
    def test_flood_schedule_order(self):
        controller = mock.Mock()
        flood(controller, range(1, 61))
        controller.assert_has_calls([
            mock.call.open_valve("P-043", rate=3.5),
            mock.call.close_valve("P-043"),
            mock.call.open_valve("P-044", rate=3.5),
            mock.call.close_valve("P-044"),
        ])
