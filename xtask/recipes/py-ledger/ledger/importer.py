"""Imports transactions from CSV-like lines."""
from .core import Ledger, LedgerError


def import_lines(lines):
    ledger = Ledger()
    for name in ("cash", "bank", "rent", "food"):
        ledger.open(name)
    for number, line in enumerate(lines, start=1):
        try:
            debit, credit, amount = [f.strip() for f in line.split(",")]
            ledger.post(debit, credit, amount)
        except (KeyError, ValueError) as exc:
            raise LedgerError(f"line {number}: cannot import {line!r}") from exc
    return ledger
