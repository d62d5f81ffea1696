"""Reads the observer roster, written in UTF-8 except one name pasted from a Latin-1 file, with errors='replace'."""
names = ["Ana Lima", "Björn Ek", "Chloé Duval", "Dmitri Orlov", "Eva Nováková", "Farid Haddad", "Grete Lund", "Hiro Sato"]
with open("roster.txt", "wb") as f:
    for i in range(1, 401):
        name = names[i % len(names)]
        text = f"O-{i:03d};{name};night {1 + i % 28};dome {'ABC'[i % 3]}\n"
        f.write(text.encode("latin-1") if i == 130 else text.encode("utf-8"))
with open("roster.txt", encoding="utf-8", errors="replace") as f:
    for line in f:
        oid, name, night, dome = line.rstrip("\n").split(";")
        print(f"{oid}  {name:16} {night:9} {dome}")
