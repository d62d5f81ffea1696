"""A tiny double-entry ledger."""
from .core import Account, Ledger, LedgerError, parse_amount

__all__ = ["Account", "Ledger", "LedgerError", "parse_amount"]
