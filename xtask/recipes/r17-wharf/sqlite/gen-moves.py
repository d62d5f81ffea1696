"""Writes moves.csv (900 gate moves; row 517 has a missing column, row 742 a duplicate id)."""

with open("moves.csv", "w", encoding="utf-8") as out:
    out.write("id,container,gate,direction,weight_kg,truck\n")
    for i in range(1, 901):
        if i == 517:
            out.write(f"{i},MSCU{1000000 + i},G{i % 7 + 1},in,{18000 + i * 7}\n")
        elif i == 742:
            out.write(f"741,TGHU{2000000 + i},G{i % 7 + 1},out,{15000 + i * 3},TR-{i:04d}\n")
        else:
            out.write(f"{i},MSCU{1000000 + i},G{i % 7 + 1},{'in' if i % 2 else 'out'},{18000 + i * 7},TR-{i:04d}\n")
