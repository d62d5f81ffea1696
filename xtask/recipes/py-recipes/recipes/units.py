"""Kitchen unit conversion.

>>> to_grams(2, "cup", "flour")
250.0
>>> to_grams(1, "tbsp", "butter")
14.2
"""

DENSITY_G_PER_ML = {"flour": 0.53, "sugar": 0.85, "butter": 0.96, "water": 1.0, "milk": 1.03}
ML_PER = {"tsp": 4.93, "tbsp": 14.79, "cup": 236.59, "ml": 1.0, "l": 1000.0}


def to_ml(quantity, unit):
    """Volume in millilitres.

    >>> to_ml(3, "tsp")
    14.79
    >>> to_ml(1, "pint")
    473.18
    """
    return round(quantity * ML_PER[unit], 2)


def to_grams(quantity, unit, ingredient):
    """Weight of a volume of an ingredient, rounded to 0.1 g."""
    return round(to_ml(quantity, unit) * DENSITY_G_PER_ML[ingredient], 1)


def parse_quantity(text):
    """Parses "1 1/2", "3/4" or "2.5" into a float.

    >>> parse_quantity("1 1/2")
    1.5
    >>> parse_quantity("3/4")
    0.75
    >>> parse_quantity("2,5")
    2.5
    """
    whole, _, frac = text.strip().rpartition(" ")
    if "/" in frac:
        num, den = frac.split("/")
        return float(whole or 0) + int(num) / int(den)
    return float(text)


def scale(ingredients, servings_from, servings_to):
    """Scales every quantity.

    >>> scale({"flour": 200, "eggs": 3}, 4, 6)
    {'flour': 300.0, 'eggs': 4.5}
    >>> scale({"eggs": 3}, 4, 6, whole={"eggs"})
    {'eggs': 5}
    """
    factor = servings_to / servings_from
    return {name: qty * factor for name, qty in ingredients.items()}
