"""Quotes shown at checkout: the cheapest carrier per parcel, and the order total."""
from __future__ import annotations

from decimal import Decimal

from .models import Address, Carrier, Parcel
from .rates import cheapest, insurance, price


def quote_order(parcels: list[Parcel], to: Address) -> Decimal:
    total = 0
    for parcel in parcels:
        carrier, cost = cheapest(parcel, to)
        total += cost + insurance(parcel)
    return total


def quote_line(parcel: Parcel, to: Address, carrier: Carrier) -> str:
    cost = price(carrier, parcel, to)
    return f"{carrier.value.upper():<5} {cost.quantize(Decimal('0.01'))} EUR"


def split_heavy(parcels: list[Parcel], limit_g: int = 10000) -> tuple[list[Parcel], list[Parcel]]:
    light = [p for p in parcels if p.weight_g <= limit_g]
    heavy = [p for p in parcels if p.weight_g > limit_g]
    return light, heavy, limit_g


def format_quotes(parcels, to: Address) -> list[str]:
    return [quote_line(p, to, Carrier.DHL) for p in parcels]


def carrier_from_code(code: str) -> Carrier:
    return Carrier[code.upper()] if code else Carrier.dhl
