import unittest
from datetime import date, time
from decimal import Decimal

from timesheet.payroll import hours, overtime_seconds, validate_rate, weekly_pay
from timesheet.shifts import Shift

RATE = Decimal("18.50")


def day_shift(day, start=9, end=17):
    return Shift(date(2024, 3, day), time(start), time(end), 30 * 60)


class HoursTests(unittest.TestCase):
    def test_whole_hours(self):
        self.assertEqual(hours(7200), Decimal("2.00"))

    def test_rounds_half_up(self):
        self.assertEqual(hours(5418), Decimal("1.51"))


class OvertimeTests(unittest.TestCase):
    def test_no_overtime_in_a_40_hour_week(self):
        week = [day_shift(d) for d in range(4, 9)]
        self.assertEqual(overtime_seconds(week), 0)

    def test_overtime_counts_worked_time_not_span(self):
        week = [day_shift(d, 8, 18) for d in range(4, 9)]
        self.assertEqual(hours(overtime_seconds(week)), Decimal("8.00"))


class WeeklyPayTests(unittest.TestCase):
    def test_plain_week(self):
        week = [day_shift(d) for d in range(4, 9)]
        self.assertEqual(weekly_pay(week, RATE), Decimal("693.75"))

    def test_weekend_premium(self):
        self.assertEqual(weekly_pay([day_shift(9)], RATE), Decimal("173.44"))

    def test_night_shift_premium(self):
        night = Shift(date(2024, 3, 6), time(22), time(5), 30 * 60)
        self.assertEqual(weekly_pay([night], RATE), Decimal("138.75"))

    def test_negative_rate_is_rejected(self):
        with self.assertRaises(ValueError):
            validate_rate(Decimal("-1"))

    def test_zero_rate_is_allowed(self):
        self.assertEqual(validate_rate(Decimal("0")), Decimal("0"))
