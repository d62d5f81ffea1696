from decimal import Decimal

import pytest

from catalog.importer import parse_price


@pytest.mark.parametrize(
    "raw,value",
    [("12.50", "12.50"), ("12,50", "12.50"), ("12.50 EUR", "12.50"), (" 7 ", "7"), ("0.99EUR", "0.99")],
)
def test_parse_price(raw, value):
    assert parse_price(raw) == Decimal(value)


def test_feed_imports_every_row(feed_products):
    assert [p.sku for p in feed_products] == ["KN-001", "KN-002", "OT-100"]


def test_feed_falls_back_to_parent_category(feed_products):
    assert feed_products[2].category.name == "Outdoor"


def test_feed_keeps_stock(feed_products):
    assert sum(p.stock for p in feed_products) == 57
