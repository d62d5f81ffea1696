"""Customs duty on imports from outside the EU."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

DE_MINIMIS = Decimal("150.00")
DUTY = {"textiles": Decimal("0.12"), "electronics": Decimal("0.0"), "toys": Decimal("0.047"), "shoes": Decimal("0.17")}


def duty(value: Decimal, category: str) -> Decimal:
    if value < DE_MINIMIS:
        return Decimal("0.00")
    return (value * DUTY[category]).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
