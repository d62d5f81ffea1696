"""Checks keeper names for characters outside ASCII, printing each name's code points."""
import unicodedata

names = [f"Keeper {chr(65 + n % 26)}{chr(97 + (n * 3) % 26)}{chr(97 + (n * 5) % 26)}son" for n in range(1, 331)]
names[166] = "Keeper M\u0430rtinson"
names[40] = "Keeper Ol\u00e9son"
for i, name in enumerate(names, start=1):
    odd = [f"U+{ord(c):04X} {unicodedata.name(c)}" for c in name if ord(c) > 127]
    print(f"{i:3d} {name:<22} {'; '.join(odd) if odd else 'ascii'}")
print(f"checked {len(names)} names")
