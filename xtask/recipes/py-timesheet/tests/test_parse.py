import unittest
from datetime import date, time

from timesheet.parse import ParseError, parse_line, parse_note, parse_sheet, parse_time


class ParseTimeTests(unittest.TestCase):
    def test_plain(self):
        self.assertEqual(parse_time("09:15"), time(9, 15))

    def test_single_digit_hour(self):
        self.assertEqual(parse_time("7:05"), time(7, 5))

    def test_rejects_garbage(self):
        with self.assertRaises(ValueError):
            parse_time("noon")


class ParseLineTests(unittest.TestCase):
    def test_minimal_line(self):
        s = parse_line("2024-03-04 09:00-17:30")
        self.assertEqual((s.day, s.start, s.end, s.break_seconds), (date(2024, 3, 4), time(9), time(17, 30), 0))

    def test_break_in_minutes(self):
        self.assertEqual(parse_line("2024-03-04 09:00-17:30 break=45").break_seconds, 2700)

    def test_surrounding_whitespace(self):
        self.assertEqual(parse_line("  2024-03-04 09:00-12:00  ").end, time(12))

    def test_rejects_missing_end(self):
        with self.assertRaises(ParseError):
            parse_line("2024-03-04 09:00")

    def test_rejects_hour_25(self):
        with self.assertRaises(ValueError):
            parse_line("2024-03-04 09:00-25:00")

    def test_note(self):
        self.assertEqual(parse_note("2024-03-04 09:00-17:30 break=30 note=inventory count"), "inventory count")

    def test_note_of_line_with_trailing_comment(self):
        self.assertEqual(parse_note("2024-03-04 09:00-17:30 # covered for Sam"), "")


class ParseSheetTests(unittest.TestCase):
    SHEET = """# week 10
2024-03-04 09:00-17:30 break=30
2024-03-05 09:00-17:30 break=30

2024-03-06 22:00-05:00 note=night cover
"""

    def test_skips_comments_and_blank_lines(self):
        self.assertEqual(len(parse_sheet(self.SHEET)), 3)

    def test_keeps_order(self):
        self.assertEqual([s.day.day for s in parse_sheet(self.SHEET)], [4, 5, 6])

    def test_empty_sheet(self):
        self.assertEqual(parse_sheet(""), [])
