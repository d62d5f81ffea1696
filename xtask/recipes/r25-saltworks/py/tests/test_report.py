"""Pan report tests: one long report differs from its golden text in one line deep inside."""
import unittest


def report(pans):
    lines = [f"pan P-{p:03d}  brine {1.20 + p % 7 * 0.005:.3f}  crust {20 + p % 9:2d} mm  yield {3 + p % 5}.{p % 10} t"
             for p in pans]
    return "\n".join(lines) + "\n"


class ReportTest(unittest.TestCase):
    maxDiff = None

    def test_weekly_report(self):
        golden = report(range(1, 201)).replace("P-137  brine 1.220  crust 22 mm  yield 5.7 t",
                                               "P-137  brine 1.220  crust 22 mm  yield 5.1 t")
        self.assertMultiLineEqual(report(range(1, 201)), golden)


def make(p):
    def test(self):
        self.assertIn(f"P-{p:03d}", report([p]))
    return test


for p in range(1, 81):
    setattr(ReportTest, f"test_line_{p:03d}", make(p))
