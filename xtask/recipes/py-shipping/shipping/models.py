"""Parcels, addresses and carriers."""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum
from typing import Optional


class Carrier(Enum):
    DHL = "dhl"
    UPS = "ups"
    POST = "post"


@dataclass(frozen=True)
class Address:
    name: str
    street: str
    postcode: str
    city: str
    country: str = "DE"
    phone: Optional[str] = None


@dataclass
class Parcel:
    weight_g: int
    length_cm: int
    width_cm: int
    height_cm: int
    declared_value: Decimal = Decimal("0")
    tags: list[str] = field(default_factory=list)

    def volume_cm3(self) -> int:
        return self.length_cm * self.width_cm * self.height_cm

    def volumetric_weight_g(self) -> int:
        # Carriers bill 5000 cm³ as one kilogram.
        return self.volume_cm3() / 5
