"""Unit tests for the ledger core."""
from decimal import Decimal

import pytest

from ledger import Ledger, LedgerError, parse_amount


@pytest.fixture
def ledger():
    lg = Ledger()
    for name in ("cash", "bank", "rent"):
        lg.open(name)
    return lg


@pytest.mark.parametrize(
    "text,value,currency",
    [
        ("1.00 EUR", Decimal("1.00"), "EUR"),
        ("12.50 USD", Decimal("12.50"), "USD"),
        ("0 EUR", Decimal("0"), "EUR"),
        ("-3.20 EUR", Decimal("-3.20"), "EUR"),
        ("1000000 JPY", Decimal("1000000"), "JPY"),
        ("  7.25 GBP ", Decimal("7.25"), "GBP"),
    ],
)
def test_parse_amount(text, value, currency):
    assert parse_amount(text) == (value, currency)


def test_parse_amount_rejects_words():
    with pytest.raises(LedgerError, match="bad amount"):
        parse_amount("twelve EUR")


def test_parse_amount_without_currency():
    with pytest.raises(LedgerError):
        parse_amount("12.00")


def test_open_twice(ledger):
    with pytest.raises(LedgerError, match="already open"):
        ledger.open("cash")


def test_post_moves_money(ledger):
    ledger.post("bank", "cash", "100.00 EUR")
    assert ledger.accounts["cash"].balance() == Decimal("100.00")
    assert ledger.accounts["bank"].balance() == Decimal("-100.00")


def test_post_currency_mismatch(ledger):
    with pytest.raises(LedgerError, match="currency mismatch"):
        ledger.post("bank", "cash", "5.00 USD")


def test_trial_balance_sorted(ledger):
    ledger.post("bank", "rent", "950.00 EUR")
    assert list(ledger.trial_balance()) == ["bank", "cash", "rent"]


def test_total_is_zero(ledger):
    ledger.post("bank", "cash", "0.40 EUR")
    ledger.post("bank", "rent", "0.40 EUR")
    assert ledger.total() == 0


def test_empty_balance_is_decimal(ledger):
    assert isinstance(ledger.accounts["cash"].balance(), Decimal)


def test_account_repr(ledger):
    assert repr(ledger.accounts["cash"]) == "Account('cash', 'EUR')"
