from decimal import Decimal

import pytest

from catalog.pricing import apply_discounts, bulk_price, margin, price_for

GROSS = {
    ("KN-001", "DE"): "59.38", ("KN-001", "FR"): "59.88", ("KN-001", "NL"): "60.38",
    ("KN-002", "DE"): "14.88", ("KN-002", "FR"): "15.00", ("KN-002", "NL"): "15.13",
    ("KT-010", "DE"): "46.41", ("KT-010", "FR"): "46.80", ("KT-010", "NL"): "47.19",
    ("OT-100", "DE"): "153.51", ("OT-100", "FR"): "154.80", ("OT-100", "NL"): "156.09",
}


@pytest.mark.parametrize("sku,country", sorted(GROSS))
def test_price_for(products, sku, country):
    product = next(p for p in products if p.sku == sku)
    assert price_for(product, country) == Decimal(GROSS[(sku, country)])


@pytest.mark.parametrize("quantity", [1, 2, 5, 10])
def test_price_scales_with_quantity(products, quantity):
    single = price_for(products[0], "DE")
    assert price_for(products[0], "DE", quantity) == single * quantity


def test_unknown_country_is_rejected(products):
    with pytest.raises(ValueError):
        price_for(products[0], "US")


def test_single_percentage_code():
    assert apply_discounts(Decimal("100"), ["PCT10"]) == (Decimal("90.0"), ["PCT10"])


def test_percentage_codes_stack_additively():
    total, applied = apply_discounts(Decimal("100.00"), ["PCT10", "PCT5"])
    assert (total, applied) == (Decimal("85.00"), ["PCT10", "PCT5"])


def test_unknown_codes_are_ignored():
    assert apply_discounts(Decimal("20"), ["SUMMER", "FREESHIP"]) == (Decimal("20"), [])


@pytest.mark.parametrize(
    "quantity,expected",
    [(1, "49.90"), (9, "449.10"), (10, "474.050"), (49, "2322.845"), (50, "2245.500")],
)
def test_bulk_price_tiers(products, quantity, expected):
    assert bulk_price(products[0], quantity=quantity) == Decimal(expected)


def test_margin_of_a_profitable_item():
    assert margin(Decimal("8"), Decimal("10")) == {"margin": Decimal("0.20"), "loss": False}


def test_margin_of_a_free_item_is_undefined():
    assert margin(Decimal("3"), Decimal("0")) is None
