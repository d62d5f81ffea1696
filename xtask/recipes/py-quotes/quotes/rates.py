"""Rate tables and the quote arithmetic."""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

ZONES = {"domestic": Decimal("1.00"), "eu": Decimal("1.35"), "intl": Decimal("2.10")}
FUEL_SURCHARGE = Decimal("0.085")


@dataclass(frozen=True)
class Parcel:
    weight_kg: Decimal
    length_cm: int
    width_cm: int
    height_cm: int

    def volumetric_kg(self) -> Decimal:
        return Decimal(self.length_cm * self.width_cm * self.height_cm) / Decimal(5000)

    def billable_kg(self) -> Decimal:
        return max(self.weight_kg, self.volumetric_kg())


def base_rate(kg: Decimal) -> Decimal:
    if kg <= 1:
        return Decimal("4.90")
    if kg <= 5:
        return Decimal("7.50") + (kg - 1) * Decimal("1.20")
    if kg < 20:
        return Decimal("12.30") + (kg - 5) * Decimal("0.95")
    return Decimal("26.55") + (kg - 20) * Decimal("0.80")


def quote(parcel: Parcel, zone: str, express: bool = False) -> Decimal:
    rate = base_rate(parcel.billable_kg()) * ZONES[zone]
    if express:
        rate *= Decimal("1.5")
    rate += rate * FUEL_SURCHARGE
    return rate.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def bulk_discount(total: Decimal, parcels: int) -> Decimal:
    if parcels >= 100:
        return total * Decimal("0.88")
    if parcels >= 10:
        return total * Decimal("0.95")
    return total
