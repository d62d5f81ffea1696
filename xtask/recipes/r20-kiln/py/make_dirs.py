"""Builds shelf-a/ and shelf-b/: 200 identical glaze cards, one differing, one only in each."""
import os

here = os.path.dirname(os.path.abspath(__file__))
for side in ("shelf-a", "shelf-b"):
    os.makedirs(os.path.join(here, side, "cards"), exist_ok=True)
    for i in range(1, 201):
        body = f"glaze card {i:03d}\ncone 6\nsilica {200 + i}\n"
        if side == "shelf-b" and i == 133:
            body = body.replace("cone 6", "cone 10")
        with open(os.path.join(here, side, "cards", f"card-{i:03d}.txt"), "w") as f:
            f.write(body)
with open(os.path.join(here, "shelf-a", "cards", "card-retired-017.txt"), "w") as f:
    f.write("retired\n")
with open(os.path.join(here, "shelf-b", "cards", "card-201.txt"), "w") as f:
    f.write("glaze card 201\ncone 6\n")
