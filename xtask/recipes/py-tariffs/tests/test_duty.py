from decimal import Decimal

import pytest

from tariffs import duty

CATEGORIES = {"textiles": "0.12", "electronics": "0.0", "toys": "0.047", "shoes": "0.17"}


@pytest.mark.parametrize("category", sorted(CATEGORIES))
@pytest.mark.parametrize("value", ["0.00", "49.90", "149.99"])
def test_below_de_minimis_is_free(value, category):
    assert duty.duty(Decimal(value), category) == Decimal("0.00")


@pytest.mark.parametrize("category,rate", sorted(CATEGORIES.items()))
@pytest.mark.parametrize("value", ["150.00", "299.00", "1000.00", "2499.95"])
def test_duty_above_de_minimis(value, category, rate):
    expected = (Decimal(value) * Decimal(rate)).quantize(Decimal("0.01"))
    assert duty.duty(Decimal(value), category) == expected


@pytest.mark.parametrize("category", ["furniture", "wine"])
def test_unknown_category(category):
    with pytest.raises(KeyError):
        duty.duty(Decimal("500.00"), category)
