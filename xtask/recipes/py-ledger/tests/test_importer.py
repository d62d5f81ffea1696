"""Tests for the line importer."""
import pytest

from ledger import LedgerError
from ledger.importer import import_lines


def test_import_balanced():
    lg = import_lines(["bank, cash, 10.00 EUR", "cash, food, 4.00 EUR"])
    assert lg.trial_balance()["cash"] == 6


def test_import_unknown_account():
    with pytest.raises(LedgerError, match="line 1"):
        import_lines(["bank, casino, 10.00 EUR"])


@pytest.mark.parametrize("n", range(12))
def test_import_many(n):
    lines = ["bank, cash, 1.00 EUR"] * n
    assert import_lines(lines).trial_balance()["cash"] == n


def test_import_reports_line_number():
    with pytest.raises(LedgerError) as info:
        import_lines(["bank, cash, 1.00 EUR", "bank cash 2.00 EUR"])
    assert str(info.value) == "line 2: cannot import 'bank cash 2.00 EUR'"


def test_import_large_statement():
    lines = [f"bank, food, {i}.25 EUR" for i in range(1, 200)]
    lg = import_lines(lines)
    assert lg.trial_balance()["food"] == sum(i + 0.25 for i in range(1, 200))
