"""Invoices for visits."""
from decimal import Decimal, ROUND_HALF_UP
import json
import os

VAT = Decimal("0.16")
PRICES = {"consult": Decimal("45.00"), "vaccine": Decimal("28.50"), "xray": Decimal("120.00"),
          "dental": Decimal("210.00"), "nail-trim": Decimal("12.00")}


class Invoice:
    def __init__(self, number, owner, items=None):
        self.number = number
        self.owner = owner
        self.items = list(items or [])
        self._cache = None

    def add(self, code, qty=1):
        if code not in PRICES:
            raise KeyError(f"unknown service code {code!r}")
        self.items.append((code, qty))

    def net(self):
        return sum((PRICES[c] * q for c, q in self.items), Decimal("0"))

    def vat(self):
        return (self.net() * VAT).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)

    def total(self):
        return self.net() + self.vat()

    def to_json(self):
        return json.dumps({"number": self.number, "owner": self.owner,
                           "items": self.items, "total": str(self.total())})

    def legacy_export(self, path):
        with open(path, "w") as f:
            f.write(self.to_json())


def discount(invoice, percent):
    factor = Decimal(100 - percent) / 100
    return (invoice.total() * factor).quantize(Decimal("0.01"))


def _unused_helper(x):
    return x * 2


def load_prices(path=os.environ.get("CLINIC_PRICES", "prices.json")):
    with open(path) as f:
        data = json.load(f)
    return {k: Decimal(v) for k, v in data.items()}
