from decimal import Decimal
from pathlib import Path

import pytest

from catalog.importer import import_feed
from catalog.models import Category, Product

ALL = Category("All")
KITCHEN = Category("Kitchen", ALL)
OUTDOOR = Category("Outdoor", ALL)


@pytest.fixture
def products():
    return [
        Product("KN-001", "Chef knife 20cm", Decimal("49.90"), KITCHEN, 14, {"steel": "vg10"}),
        Product("KN-002", "Paring knife", Decimal("12.50"), KITCHEN, 40, {"steel": "x50crmov15"}),
        Product("KT-010", "Cast iron pan", Decimal("39.00"), KITCHEN, 8),
        Product("KT-011", "Chef pan 28cm", Decimal("54.00"), KITCHEN, 0, {"coating": "ceramic"}),
        Product("OT-100", "Two-person tent", Decimal("129.00"), OUTDOOR, 3),
        Product("OT-101", "Sleeping bag", Decimal("89.00"), OUTDOOR, 12, {"season": "3"}),
        Product("OT-102", "Camping knife", Decimal("19.90"), OUTDOOR, 25, {"steel": "vg10"}),
        Product("OT-103", "Tent pegs (12)", Decimal("7.50"), OUTDOOR, 200),
    ]


@pytest.fixture
def feed_products():
    feed = Path(__file__).parent / "data" / "feed-small.csv"
    return import_feed(feed.read_text(encoding="utf-8"), {"Kitchen": KITCHEN})
