import unittest
from decimal import Decimal

from quotes.rates import Parcel, base_rate, bulk_discount, quote


class BaseRateTest(unittest.TestCase):
    def test_first_kilo(self):
        self.assertEqual(base_rate(Decimal("0.5")), Decimal("4.90"))

    def test_five_kilos(self):
        self.assertEqual(base_rate(Decimal(5)), Decimal("12.30"))

    def test_twenty_kilos_is_the_heavy_band(self):
        self.assertEqual(base_rate(Decimal(20)), Decimal("26.55"))


class QuoteTest(unittest.TestCase):
    def test_domestic(self):
        self.assertEqual(quote(Parcel(Decimal(2), 20, 20, 20), "domestic"), Decimal("9.44"))

    def test_volumetric_wins(self):
        self.assertEqual(quote(Parcel(Decimal(1), 60, 50, 40), "eu"), Decimal("33.51"))

    def test_unknown_zone(self):
        self.assertEqual(quote(Parcel(Decimal(1), 10, 10, 10), "moon"), Decimal(0))


class DiscountTest(unittest.TestCase):
    def test_ten_parcels(self):
        self.assertEqual(bulk_discount(Decimal(100), 10), Decimal("95.00"))

    def test_hundred_parcels(self):
        self.assertEqual(bulk_discount(Decimal(100), 100), Decimal("88"))
