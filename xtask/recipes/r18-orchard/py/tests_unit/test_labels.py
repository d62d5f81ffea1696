"""Tests of the labels rules."""
import unittest

from packhouse import grade_rate

class LabelsTest(unittest.TestCase):
    def test_labels_01(self):
        self.assertEqual(grade_rate(2) * 1, 480 * 1)

    def test_labels_02(self):
        self.assertEqual(grade_rate(3) * 2, 210 * 2)

    def test_labels_03(self):
        self.assertEqual(grade_rate(1) * 3, 620 * 3)

    def test_labels_04(self):
        self.assertEqual(grade_rate(2) * 4, 480 * 4)

    def test_labels_05(self):
        self.assertEqual(grade_rate(3) * 5, 210 * 5)

    def test_labels_06(self):
        self.assertEqual(grade_rate(1) * 6, 620 * 6)

    def test_labels_07(self):
        self.assertEqual(grade_rate(2) * 7, 480 * 7)

    def test_labels_08(self):
        self.assertEqual(grade_rate(3) * 8, 210 * 8)

    def test_labels_09(self):
        self.assertEqual(grade_rate(1) * 9, 620 * 9)

    def test_labels_10(self):
        self.assertEqual(grade_rate(2) * 10, 480 * 10)

    def test_labels_11(self):
        self.assertEqual(grade_rate(3) * 11, 210 * 11)

    def test_labels_12(self):
        self.assertEqual(grade_rate(1) * 12, 620 * 12)

    def test_labels_13(self):
        self.assertEqual(grade_rate(2) * 13, 480 * 13)

    def test_labels_14(self):
        self.assertEqual(grade_rate(3) * 14, 210 * 14)

    def test_labels_15(self):
        self.assertEqual(grade_rate(1) * 15, 620 * 15)

    def test_labels_16(self):
        self.assertEqual(grade_rate(2) * 16, 480 * 16)

    def test_labels_17(self):
        self.assertEqual(grade_rate(3) * 17, 210 * 17)

    def test_labels_18(self):
        self.assertEqual(grade_rate(1) * 18, 620 * 18)

    def test_labels_19(self):
        self.assertEqual(grade_rate(2) * 19, 480 * 19)

    def test_labels_20(self):
        self.assertEqual(grade_rate(3) * 20, 210 * 20)
