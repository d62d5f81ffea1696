"""Prices 300 ledger rows in Decimal with the default traps; row 241's quantity is zero."""
from decimal import Decimal, getcontext

getcontext().prec = 12
balance = Decimal("0")
for i in range(1, 301):
    qty = Decimal(0) if i == 241 else Decimal(1 + i % 7)
    amount = Decimal(f"{12 + i % 31}.{i % 100:02d}") * (qty if qty else Decimal(0))
    unit = amount / qty
    balance += amount
    print(f"row {i:3d}  spool S-{1000 + i}  qty {qty:>2}  unit {unit:>8}  amount {amount:>9}  balance {balance:>11}")
