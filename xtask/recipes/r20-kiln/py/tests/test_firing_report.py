"""The firing report must match the kiln log line for line."""
import unittest


def render(readings):
    lines = ["FIRING REPORT kiln-3 batch 2025-117", "=" * 40]
    for minute, temp in readings:
        lines.append(f"t+{minute:03d} min  {temp:5d} C  {'ramp' if temp < 1200 else 'hold'}")
    lines.append(f"peak {max(t for _, t in readings)} C")
    return "\n".join(lines) + "\n"


def readings():
    return [(m, min(1240, 20 + m * 9)) for m in range(0, 400)]


class FiringReportTest(unittest.TestCase):
    maxDiff = None

    def test_header(self):
        self.assertTrue(render(readings()).startswith("FIRING REPORT kiln-3"))

    def test_report_matches_log(self):
        logged = readings()
        logged[173] = (173, 1238)
        expected = render(logged)
        self.assertEqual(render(readings()), expected)

    def test_peak(self):
        self.assertIn("peak 1240 C", render(readings()))


if __name__ == "__main__":
    unittest.main()
