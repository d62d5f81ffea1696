"""Tests of the picking rules."""
import unittest
from packhouse import grade_rate


class PickingTest(unittest.TestCase):
    def test_picking_01(self):
        self.assertEqual(grade_rate(2) * 1, 480 * 1)

    def test_picking_02(self):
        self.assertEqual(grade_rate(3) * 2, 210 * 2)

    def test_picking_03(self):
        self.assertEqual(grade_rate(1) * 3, 620 * 3)

    def test_picking_04(self):
        self.assertEqual(grade_rate(2) * 4, 480 * 4)

    def test_picking_05(self):
        self.assertEqual(grade_rate(3) * 5, 210 * 5)

    def test_picking_06(self):
        self.assertEqual(grade_rate(1) * 6, 620 * 6)

    def test_picking_07(self):
        self.assertEqual(grade_rate(2) * 7, 480 * 7)

    def test_picking_08(self):
        self.assertEqual(grade_rate(3) * 8, 210 * 8)

    def test_picking_09(self):
        self.assertEqual(grade_rate(1) * 9, 620 * 9)

    def test_picking_10(self):
        self.assertEqual(grade_rate(2) * 10, 480 * 10)

    def test_picking_11(self):
        self.assertEqual(grade_rate(3) * 11, 210 * 11)

    def test_picking_12(self):
        self.assertEqual(grade_rate(1) * 12, 620 * 12)

    def test_picking_13(self):
        self.assertEqual(grade_rate(2) * 13, 480 * 13)

    def test_picking_14(self):
        self.assertEqual(grade_rate(3) * 14, 210 * 14)

    def test_picking_15(self):
        self.assertEqual(grade_rate(1) * 15, 620 * 15)

    def test_picking_16(self):
        self.assertEqual(grade_rate(2) * 16, 480 * 16)

    def test_picking_17(self):
        self.assertEqual(grade_rate(3) * 17, 210 * 17)

    def test_picking_18(self):
        self.assertEqual(grade_rate(1) * 18, 620 * 18)

    def test_picking_19(self):
        self.assertEqual(grade_rate(2) * 19, 480 * 19)

    def test_picking_20(self):
        self.assertEqual(grade_rate(3) * 20, 210 * 20)
