from decimal import Decimal

import pytest

from tariffs import shipping

WEIGHTS = [
    (0.1, "XS"), (0.49, "XS"), (0.51, "S"), (1.2, "S"), (1.99, "S"),
    (2.5, "M"), (4.9, "M"), (5.0, "M"), (7.5, "L"), (9.9, "L"),
    (12.0, "XL"), (15.0, "XL"), (30.0, "XL"),
]


@pytest.mark.parametrize("weight,expected", WEIGHTS)
def test_band(weight, expected):
    assert shipping.band(weight) == expected


@pytest.mark.parametrize("country,zone", [("DE", "domestic"), ("AT", "eu"), ("FR", "eu"), ("NL", "eu"), ("US", "world"), ("CH", "world")])
@pytest.mark.parametrize("weight", [0.3, 1.0, 3.0, 8.0, 20.0])
def test_price_is_the_zone_table_entry(weight, country, zone):
    assert shipping.price(weight, country) == Decimal(shipping.PRICES[zone][shipping.band(weight)])


@pytest.mark.parametrize("weight", [31.6, 40, 100])
def test_overweight_is_rejected(weight):
    with pytest.raises(ValueError, match="over the 31.5 kg limit"):
        shipping.band(weight)


@pytest.mark.parametrize("country", ["BR", "JP"])
def test_unknown_country_pays_world_rates(country):
    assert shipping.price(1.0, country) == Decimal("24.99")
