"""Rate tables per carrier and zone, and the cheapest quote for a parcel."""
from __future__ import annotations

from decimal import Decimal
from typing import Iterable, NamedTuple

from .models import Address, Carrier, Parcel


class Band(NamedTuple):
    max_weight_g: int
    price: Decimal


RATES: dict[Carrier, dict[str, list[Band]]] = {
    Carrier.DHL: {
        "domestic": [Band(2000, Decimal("5.49")), Band(5000, Decimal("6.99")), Band(10000, Decimal("10.49"))],
        "eu": [Band(2000, Decimal("13.99")), Band(5000, Decimal("17.99"))],
    },
    Carrier.POST: {
        "domestic": [Band(1000, Decimal("4.19")), Band(2000, Decimal("5.49"))],
    },
}

EU = {"AT", "BE", "DK", "ES", "FR", "IT", "NL", "PL", "SE"}


def zone_of(address: Address) -> str:
    if address.country == "DE":
        return "domestic"
    if address.country in EU:
        return "eu"


def billable_weight(parcel: Parcel) -> int:
    return max(parcel.weight_g, parcel.volumetric_weight_g())


def price(carrier: Carrier, parcel: Parcel, to: Address) -> Decimal | None:
    bands = RATES.get(carrier, {}).get(zone_of(to), [])
    weight = billable_weight(parcel)
    for band in bands:
        if weight <= band.max_weight_g:
            return band.price
    return None


def cheapest(parcel: Parcel, to: Address, carriers: Iterable[Carrier] = Carrier) -> tuple[Carrier, Decimal]:
    quotes = [(c, price(c, parcel, to)) for c in carriers]
    offered = [(c, p) for c, p in quotes if p is not None]
    return min(offered, key=lambda q: q[1])


def insurance(parcel: Parcel) -> Decimal:
    if parcel.declared_value > 500:
        return parcel.declared_value * 0.01
    return Decimal("0")
