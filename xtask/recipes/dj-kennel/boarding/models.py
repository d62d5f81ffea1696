"""Dogs, kennels and bookings."""
from decimal import Decimal

from django.db import models


class Dog(models.Model):
    name = models.CharField(max_length=40)
    breed = models.CharField(max_length=60, blank=True)
    weight_kg = models.DecimalField(max_digits=5, decimal_places=1)
    owner_email = models.EmailField()

    def size(self):
        if self.weight_kg < 10:
            return "small"
        if self.weight_kg < 25:
            return "medium"
        return "large"

    def __str__(self):
        return self.name


class Kennel(models.Model):
    code = models.CharField(max_length=8, unique=True)
    size = models.CharField(max_length=10, choices=[("small", "Small"), ("large", "Large")])
    nightly_rate = models.DecimalField(max_digits=6, decimal_places=2)


class Booking(models.Model):
    dog = models.ForeignKey(Dog, on_delete=models.CASCADE, related_name="bookings")
    kennel = models.ForeignKey(Kennel, on_delete=models.PROTECT)
    arrives = models.DateField()
    leaves = models.DateField()
    walks_per_day = models.PositiveSmallIntegerField(default=2)

    class Meta:
        ordering = ["arrives"]
        constraints = [
            models.CheckConstraint(condition=models.Q(leaves__gt=models.F("arrives")), name="leaves_after_arrival"),
        ]

    def nights(self):
        return (self.leaves - self.arrives).days

    def total(self):
        walks = Decimal("1.50") * self.walks_per_day * self.nights()
        return self.kennel.nightly_rate * self.nights() + walks
