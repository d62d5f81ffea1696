"""Label data handed to the carrier APIs."""
from __future__ import annotations

from typing import TypedDict

from .models import Address, Carrier, Parcel


class LabelAddress(TypedDict):
    name: str
    lines: list[str]
    country: str
    phone: str


class Label(TypedDict):
    carrier: str
    weight_kg: float
    sender: LabelAddress
    recipient: LabelAddress
    reference: str


def label_address(address: Address) -> LabelAddress:
    return {
        "name": address.name,
        "lines": [address.street, f"{address.postcode} {address.city}"],
        "country": address.country,
        "phone": address.phone,
    }


def make_label(carrier: Carrier, parcel: Parcel, sender: Address, recipient: Address, order_id: int) -> Label:
    return {
        "carrier": carrier,
        "weight_kg": parcel.weight_g / 1000,
        "sender": label_address(sender),
        "recipient": label_address(recipient),
        "reference": order_id,
    }


def phone_digits(address: Address) -> str:
    return "".join(ch for ch in address.phone if ch.isdigit())
