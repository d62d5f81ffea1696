"""Tests of bookings: nights, totals, sizes and the invoice view."""
import datetime
from decimal import Decimal

from django.db import IntegrityError
from django.test import TestCase

from boarding.models import Booking, Dog, Kennel


class BookingTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.rex = Dog.objects.create(name="Rex", breed="Collie", weight_kg=Decimal("21.5"), owner_email="ann@example.com")
        cls.pip = Dog.objects.create(name="Pip", breed="Terrier", weight_kg=Decimal("7.2"), owner_email="bo@example.com")
        cls.k1 = Kennel.objects.create(code="K1", size="large", nightly_rate=Decimal("32.00"))
        cls.k2 = Kennel.objects.create(code="K2", size="small", nightly_rate=Decimal("24.00"))

    def book(self, dog, kennel, arrives, leaves, walks=2):
        return Booking.objects.create(dog=dog, kennel=kennel, arrives=arrives, leaves=leaves, walks_per_day=walks)

    def test_nights(self):
        b = self.book(self.rex, self.k1, datetime.date(2024, 7, 1), datetime.date(2024, 7, 5))
        self.assertEqual(b.nights(), 4)

    def test_total_includes_walks(self):
        b = self.book(self.rex, self.k1, datetime.date(2024, 7, 1), datetime.date(2024, 7, 4), walks=3)
        self.assertEqual(b.total(), Decimal("109.50"))

    def test_total_for_a_small_dog(self):
        b = self.book(self.pip, self.k2, datetime.date(2024, 8, 10), datetime.date(2024, 8, 12))
        self.assertEqual(b.total(), Decimal("50.00"))

    def test_sizes(self):
        self.assertEqual(self.rex.size(), "medium")
        self.assertEqual(self.pip.size(), "small")

    def test_leaving_before_arriving_is_refused(self):
        with self.assertRaises(IntegrityError):
            self.book(self.pip, self.k2, datetime.date(2024, 8, 12), datetime.date(2024, 8, 12))

    def test_ordering(self):
        late = self.book(self.rex, self.k1, datetime.date(2024, 9, 1), datetime.date(2024, 9, 3))
        early = self.book(self.pip, self.k2, datetime.date(2024, 6, 1), datetime.date(2024, 6, 3))
        self.assertEqual(list(Booking.objects.all()), [late, early])

    def test_invoice_view(self):
        b = self.book(self.rex, self.k1, datetime.date(2024, 7, 1), datetime.date(2024, 7, 3))
        response = self.client.get(f"/bookings/{b.pk}/invoice/")
        self.assertEqual(response.status_code, 200)
        self.assertJSONEqual(response.content, {"dog": "Rex", "nights": 2, "total": "70.00"})

    def test_invoice_of_a_missing_booking(self):
        response = self.client.get("/bookings/999/invoice/")
        self.assertEqual(response.status_code, 410)

    def test_weekly_report(self):
        from boarding.reports import weekly

        self.assertEqual(weekly(), [])
