"""Kiln schedule checks that print every reading; one charge has a board over the limit."""
import unittest


def schedule(charge):
    rows = []
    for step in range(1, 121):
        board = f"B-{charge * 1000 + step:04d}"
        pct = 9.0 + ((step * 13 + charge * 7) % 90) / 10
        if charge == 4 and step == 97:
            pct = 31.5
        rows.append((step, board, pct))
    return rows


class KilnTest(unittest.TestCase):
    def check(self, charge):
        worst = 0.0
        for step, board, pct in schedule(charge):
            print(f"kiln K-{charge} step {step:02d} {board} moisture {pct:.1f}% dry-bulb {52 + step // 12} C")
            worst = max(worst, pct)
        self.assertLessEqual(worst, 19.0, f"kiln K-{charge} has a board over 19% moisture")


for _charge in range(1, 9):
    setattr(KilnTest, f"test_charge_{_charge}", lambda self, c=_charge: self.check(c))
