from decimal import Decimal

import pytest

from tariffs import vat

RATES = [
    ("AT", "20"), ("BE", "21"), ("DE", "19"), ("DK", "25"), ("ES", "21"),
    ("FR", "20"), ("IE", "23"), ("IT", "22"), ("LU", "17"), ("NL", "21"),
]
NETS = ["0.00", "1.00", "9.99", "19.99", "100.00", "1234.56"]


@pytest.mark.parametrize("country,percent", RATES)
@pytest.mark.parametrize("net", NETS)
def test_gross_adds_standard_vat(country, percent, net):
    net = Decimal(net)
    expected = net + (net * Decimal(percent) / 100).quantize(Decimal("0.01"), rounding="ROUND_HALF_UP")
    assert vat.gross(net, country) == expected


@pytest.mark.parametrize(
    "country,net,expected",
    [
        ("DE", "10.00", "10.70"),
        ("FR", "10.00", "10.55"),
        ("FR", "3.30", "3.48"),
        ("NL", "10.00", "10.90"),
        ("AT", "10.00", "11.00"),
    ],
)
def test_reduced_rate(country, net, expected):
    assert vat.gross(Decimal(net), country, reduced=True) == Decimal(expected)


@pytest.mark.parametrize("country", ["GB", "CH", "US", ""])
def test_unknown_country(country):
    with pytest.raises(ValueError, match="no VAT rate"):
        vat.rate(country)


@pytest.mark.parametrize("country", ["DE", "FR", "LU"])
def test_legacy_rate_matches(country):
    assert vat.legacy_rate(country) == float(vat.rate(country))
