"""Imports a bank statement; the fourth line names an unknown account."""
from ledger.importer import import_lines


def load_statement():
    return [
        "bank, cash, 200.00 EUR",
        "cash, food, 12.40 EUR",
        "bank, rent, 950.00 EUR",
        "bank, utilities, 80.15 EUR",
    ]


def main():
    ledger = import_lines(load_statement())
    for name, balance in ledger.trial_balance().items():
        print(f"{name:10} {balance:>10}")


if __name__ == "__main__":
    main()
