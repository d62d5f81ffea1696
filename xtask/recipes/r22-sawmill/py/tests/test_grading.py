"""240 grading cases: two fail, one on assertLogs, one on assertWarns."""
import unittest

from grading import legacy_grade, moisture_grade

READINGS = {f"B-{i:04d}": 8.0 + (i * 37 % 110) / 10 for i in range(1, 239)}
READINGS["B-0117"] = 31.5


class GradingTest(unittest.TestCase):
    def test_wet_board_logs_reject(self):
        with self.assertLogs("sawmill.grading", level="WARNING"):
            moisture_grade("B-0214", 23.8)

    def test_legacy_grade_warns_for_oak(self):
        with self.assertWarns(DeprecationWarning):
            legacy_grade("OAK-0031", 2)


def _case(board, pct):
    def test(self):
        self.assertIn(moisture_grade(board, pct), {"DRY", "KILN", "REJECT"})
    return test


for _board, _pct in READINGS.items():
    setattr(GradingTest, f"test_board_{_board.replace('-', '_')}", _case(_board, _pct))
