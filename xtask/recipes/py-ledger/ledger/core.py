"""Accounts, postings and balances."""
from decimal import Decimal, InvalidOperation


class LedgerError(Exception):
    """Raised when a transaction cannot be posted."""


def parse_amount(text):
    """Parses '12.50 EUR' into (Decimal('12.50'), 'EUR')."""
    value, currency = text.strip().split(" ")
    try:
        return Decimal(value), currency
    except InvalidOperation as exc:
        raise LedgerError(f"bad amount {value!r}") from exc


class Account:
    def __init__(self, name, currency="EUR"):
        self.name = name
        self.currency = currency
        self.postings = []

    def balance(self):
        return sum(p for p in self.postings)

    def __repr__(self):
        return f"Account({self.name!r}, {self.currency!r})"


class Ledger:
    def __init__(self):
        self.accounts = {}

    def open(self, name, currency="EUR"):
        if name in self.accounts:
            raise LedgerError(f"account {name} already open")
        self.accounts[name] = Account(name, currency)
        return self.accounts[name]

    def post(self, debit, credit, amount_text):
        amount, currency = parse_amount(amount_text)
        src = self.accounts[debit]
        dst = self.accounts[credit]
        if src.currency != currency or dst.currency != currency:
            raise LedgerError(f"currency mismatch: {currency}")
        src.postings.append(-amount)
        dst.postings.append(amount)

    def trial_balance(self):
        return {name: acc.balance() for name, acc in sorted(self.accounts.items())}

    def total(self):
        # Deliberate bug: should be zero for a balanced ledger, but rounds each account first.
        return sum(round(b, 0) for b in self.trial_balance().values())
