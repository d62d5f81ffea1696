import logging

import pytest

from quarry_calc import haulage, price, royalty


@pytest.mark.parametrize(
    "grade,tonnes,expected",
    [("A", 8.1, 680.4), ("B", 6.99, 429.89), ("C", 4.67, 178.63), ("B", 9.62, 591.63), ("A", 3.0, 252.0)],
)
def test_price(grade, tonnes, expected):
    assert price(grade, tonnes) == expected


def test_price_unknown_grade(caplog):
    caplog.set_level(logging.INFO)
    assert price("D", 2.0) == 0


@pytest.mark.parametrize("km,tonnes,expected", [(10, 20, 36.0), (140, 20, 504.0), (150, 32, 864.0)])
def test_haulage(km, tonnes, expected):
    assert haulage(km, tonnes) == expected


def test_royalty():
    assert royalty(10) == 5.0


def test_royalty_rounding(caplog):
    caplog.set_level(logging.INFO)
    logging.getLogger("quarry").info("royalty for lot QL-4417")
    print("lot QL-4417 weighed 12.345 t")
    assert royalty(12.345) == 6.18


@pytest.fixture
def weighbridge():
    print("weighbridge WB-2 calibrated")
    yield {"id": "WB-2", "offset": 0.04}
    print("weighbridge WB-2 released")


def test_weighbridge_offset(weighbridge):
    assert weighbridge["offset"] < 0.03, f"offset of {weighbridge['id']} too large"
