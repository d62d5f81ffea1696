"""Parcel price by weight band and destination zone."""
from __future__ import annotations

import warnings
from decimal import Decimal

BANDS = [  # (upper limit in kg, inclusive; band name)
    (0.5, "XS"),
    (2.0, "S"),
    (5.0, "M"),
    (10.0, "L"),
    (31.5, "XL"),
]

PRICES = {
    "domestic": {"XS": "3.99", "S": "4.99", "M": "6.99", "L": "9.49", "XL": "16.49"},
    "eu": {"XS": "8.99", "S": "13.99", "M": "17.99", "L": "23.99", "XL": "39.99"},
    "world": {"XS": "12.99", "S": "24.99", "M": "39.99", "L": "59.99", "XL": "89.99"},
}

ZONE_OF = {"DE": "domestic", "AT": "eu", "FR": "eu", "NL": "eu", "US": "world", "CH": "world"}


def band(weight_kg: float) -> str:
    for limit, name in BANDS:
        if weight_kg < limit:
            return name
    raise ValueError(f"parcel of {weight_kg} kg is over the 31.5 kg limit")


def zone(country: str) -> str:
    if country not in ZONE_OF:
        warnings.warn(f"no zone for {country}, charging world rates", UserWarning, stacklevel=2)
        return "world"
    return ZONE_OF[country]


def price(weight_kg: float, country: str) -> Decimal:
    return Decimal(PRICES[zone(country)][band(weight_kg)])
