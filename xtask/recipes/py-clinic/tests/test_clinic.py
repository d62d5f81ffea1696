import unittest
from datetime import date, datetime
from decimal import Decimal

from clinic import billing, slots


class SlotTests(unittest.TestCase):
    def test_wednesday_closes_at_noon(self):
        self.assertEqual(len(slots.slots(date(2024, 6, 5))), 12)

    def test_sunday_is_closed(self):
        self.assertEqual(slots.slots(date(2024, 6, 9)), [])

    def test_booked_slot_is_not_free(self):
        booked = [datetime(2024, 6, 3, 8, 20)]
        self.assertNotIn(booked[0], slots.free_slots(date(2024, 6, 3), booked))

    def test_next_free_skips_sunday(self):
        after = datetime(2024, 6, 8, 11, 45)
        self.assertEqual(slots.next_free(after, []), datetime(2024, 6, 10, 8, 0))


class BillingTests(unittest.TestCase):
    def test_vat_rounds_half_up(self):
        inv = billing.Invoice(1, "Okafor", [("vaccine", 1)])
        self.assertEqual(inv.vat(), Decimal("5.42"))

    def test_total(self):
        inv = billing.Invoice(2, "Lind", [("consult", 1), ("xray", 2)])
        self.assertEqual(inv.total(), Decimal("339.15"))

    def test_unknown_code(self):
        with self.assertRaises(KeyError):
            billing.Invoice(3, "Ruiz").add("grooming")

    def test_discount(self):
        inv = billing.Invoice(4, "Ruiz", [("dental", 1)])
        self.assertEqual(billing.discount(inv, 10), Decimal("224.91"))


if __name__ == "__main__":
    unittest.main()
