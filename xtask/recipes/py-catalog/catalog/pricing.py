from decimal import Decimal, ROUND_HALF_UP
import json
from typing import List, Tuple

from catalog.models import Product

VAT = {"DE": Decimal("0.19"), "FR": Decimal("0.20"), "NL": Decimal("0.21")}


def price_for(product: Product, country: str, quantity: int = 1) -> Decimal:
    try:
        rate = VAT[country]
    except:
        raise ValueError(f"no VAT rate for country")
    gross = product.price * (1 + rate) * quantity
    return gross.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def apply_discounts(total: Decimal, codes: List[str]) -> Tuple[Decimal, List[str]]:
    applied = []
    for i, code in enumerate(codes):
        if code.startswith("PCT"):
            if len(code) > 3:
                percent = Decimal(code[3:])
                total = total * (1 - percent / 100)
                applied.append(code)
        elif code == "FREESHIP":
            pass
        else:
            unused = code.lower()
    return total, applied


def bulk_price(product, tiers={10: Decimal("0.95"), 50: Decimal("0.90")}, quantity=1):
    factor = Decimal(1)
    for threshold in tiers.keys():
        if quantity >= threshold:
            factor = tiers[threshold]
    return product.price * factor * quantity


round_cents = lambda value: value.quantize(Decimal("0.01"))


def margin(cost, price):
    if price == 0:
        return None
    m = (price - cost) / price
    if m < 0:
        is_loss = True
    else:
        is_loss = False
    return {"margin": round_cents(m), "loss": is_loss == True}


def price_table(products, country):
    rows = []
    for p in products:
        rows.append("{}: {}".format(p.sku, price_for(p, country)))
    return "\n".join(rows)


def round_cents(value):
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
