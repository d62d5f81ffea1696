import unittest
from datetime import date, time

from timesheet.shifts import Shift, seconds_of, week_seconds

MON = date(2024, 3, 4)


def shift(start, end, brk=0, day=MON):
    return Shift(day, time(*start), time(*end), brk * 60)


class SecondsOfTests(unittest.TestCase):
    def test_midnight_is_zero(self):
        self.assertEqual(seconds_of(time(0)), 0)

    def test_half_past_nine(self):
        self.assertEqual(seconds_of(time(9, 30)), 34200)

    def test_with_seconds(self):
        self.assertEqual(seconds_of(time(0, 1, 5)), 65)


class ShiftDurationTests(unittest.TestCase):
    def test_day_shift_span(self):
        self.assertEqual(shift((9, 0), (17, 30)).span_seconds(), 30600)

    def test_short_shift_has_no_break(self):
        self.assertEqual(shift((9, 0), (13, 0)).worked_seconds(), 14400)

    def test_long_shift_gets_minimum_break(self):
        self.assertEqual(shift((8, 0), (16, 0)).worked_seconds(), 27000)

    def test_longer_break_is_kept(self):
        self.assertEqual(shift((8, 0), (16, 0), brk=45).worked_seconds(), 26100)

    def test_overnight_shift_span(self):
        self.assertEqual(shift((22, 0), (5, 0)).span_seconds(), 25200)

    def test_evening_shift_span(self):
        self.assertEqual(shift((16, 0), (23, 30)).span_seconds(), 27000)


class NightShiftTests(unittest.TestCase):
    def test_late_start_is_night(self):
        self.assertTrue(shift((22, 30), (6, 0)).is_night())

    def test_early_end_is_night(self):
        self.assertTrue(shift((0, 30), (5, 0)).is_night())

    def test_day_shift_is_not_night(self):
        self.assertFalse(shift((9, 0), (17, 0)).is_night())


class WeekTests(unittest.TestCase):
    def test_empty_week(self):
        self.assertEqual(week_seconds([]), 0)

    def test_five_day_week(self):
        week = [shift((9, 0), (17, 0), day=date(2024, 3, d)) for d in range(4, 9)]
        self.assertEqual(week_seconds(week), 144000)

    def test_week_with_night_shift(self):
        week = [shift((9, 0), (17, 0), day=date(2024, 3, d)) for d in range(4, 8)]
        week.append(shift((21, 0), (0, 0), day=date(2024, 3, 8)))
        week.append(shift((23, 0), (7, 0), day=date(2024, 3, 8)))
        self.assertEqual(week_seconds(week), 154800)
