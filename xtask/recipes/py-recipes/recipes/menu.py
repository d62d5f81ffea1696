"""Menus: dishes that include sub-recipes (sauces, doughs), expanded to a shopping list."""

RECIPES = {
    "lasagne": {"pasta sheets": 250, "ragu": 1, "bechamel": 1, "parmesan": 60},
    "ragu": {"beef mince": 500, "tomato passata": 700, "soffritto": 1},
    "soffritto": {"onion": 1, "carrot": 1, "celery": 1, "olive oil": 30},
    "bechamel": {"butter": 50, "flour": 50, "milk": 600, "nutmeg": 1},
    "carbonara": {"spaghetti": 400, "guanciale": 150, "egg yolk": 4, "pecorino": 80, "black pepper": 2},
    "tiramisu": {"mascarpone": 500, "egg": 4, "sugar": 100, "savoiardi": 300, "espresso": 300, "cocoa": 10},
    "minestrone": {"soffritto": 1, "zucchini": 2, "cannellini beans": 400, "ditalini": 150, "vegetable stock": 1500},
    "pizza": {"pizza dough": 1, "tomato passata": 150, "mozzarella": 125},
    "pizza dough": {"flour": 500, "water": 325, "salt": 10, "yeast": 7, "pizza dough": 0.1},
}


def expand(dish, factor=1.0, into=None):
    """Adds the dish's ingredients to `into`, expanding sub-recipes."""
    into = {} if into is None else into
    for item, qty in RECIPES[dish].items():
        if item in RECIPES:
            expand(item, factor * qty, into)
        else:
            into[item] = into.get(item, 0) + qty * factor
    return into


def shopping_list(dishes):
    total = {}
    for dish in dishes:
        expand(dish, 1.0, total)
    return dict(sorted(total.items()))


if __name__ == "__main__":
    for dish in ["lasagne", "carbonara", "tiramisu", "minestrone", "pizza"]:
        print(dish)
        for item, qty in shopping_list([dish]).items():
            print(f"  {item:<16} {qty:g}")
