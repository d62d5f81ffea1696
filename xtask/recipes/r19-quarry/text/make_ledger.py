"""Writes ledger.csv: 3,000 UTF-8 rows with one Latin-1 byte in row 2,113."""
rows = [b"ticket,customer,tonnes"]
for n in range(1, 3001):
    name = b"Hill & Co" if n != 2113 else b"Caf\xe9 Pav\xe9 Ltd"
    rows.append(b"T%05d,%s,%d" % (n, name, 10 + n % 20))
open("ledger.csv", "wb").write(b"\n".join(rows) + b"\n")
