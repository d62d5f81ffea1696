"""Writes glaze/recipes.py: 150 glaze functions, each with a doctest (one of them wrong)."""
import os

here = os.path.dirname(os.path.abspath(__file__))
out = ['"""Glaze recipes: grams of each material per kilogram of dry glaze."""', ""]
for i in range(1, 151):
    silica = 200 + i * 3
    feldspar = 300 + i * 2
    shown = silica + feldspar if i != 38 else silica + feldspar + 10
    out += [
        "",
        f"def glaze_{i:02d}(kg):",
        f'    """Silica plus feldspar for glaze {i:02d}.',
        "",
        f"    >>> glaze_{i:02d}(1)",
        f"    {shown}",
        f"    >>> glaze_{i:02d}(2)",
        f"    {2 * shown}",
        '    """',
        f"    return ({silica} + {feldspar}) * kg",
        "",
    ]
os.makedirs(os.path.join(here, "glaze"), exist_ok=True)
with open(os.path.join(here, "glaze", "recipes.py"), "w") as f:
    f.write("\n".join(out))
