"""VAT rates and gross prices."""
from __future__ import annotations

import warnings
from decimal import ROUND_HALF_UP, Decimal

STANDARD_RATES = {
    "AT": Decimal("0.20"),
    "BE": Decimal("0.21"),
    "DE": Decimal("0.19"),
    "DK": Decimal("0.25"),
    "ES": Decimal("0.21"),
    "FR": Decimal("0.20"),
    "IE": Decimal("0.23"),
    "IT": Decimal("0.22"),
    "LU": Decimal("0.17"),
    "NL": Decimal("0.21"),
}

REDUCED_RATES = {"DE": Decimal("0.07"), "FR": Decimal("0.055"), "NL": Decimal("0.09")}

CENT = Decimal("0.01")


def rate(country: str, reduced: bool = False) -> Decimal:
    if reduced and country in REDUCED_RATES:
        return REDUCED_RATES[country]
    try:
        return STANDARD_RATES[country]
    except KeyError:
        raise ValueError(f"no VAT rate for {country!r}") from None


def vat(net: Decimal, country: str, reduced: bool = False) -> Decimal:
    return (net * rate(country, reduced)).quantize(CENT, rounding=ROUND_HALF_UP)


def gross(net: Decimal, country: str, reduced: bool = False) -> Decimal:
    return net + vat(net, country, reduced)


def legacy_rate(country: str) -> float:
    """Old float API kept for the invoice exporter."""
    warnings.warn("legacy_rate() returns a float; use rate()", DeprecationWarning, stacklevel=2)
    return float(STANDARD_RATES[country])
