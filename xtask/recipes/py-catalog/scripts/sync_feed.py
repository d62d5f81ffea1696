"""Nightly sync: imports the supplier feed into the catalog and prints a price table."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from catalog.importer import import_file  # noqa: E402
from catalog.models import Category  # noqa: E402
from catalog.pricing import price_table  # noqa: E402

ROOT = Category("All")
CATEGORIES = {
    "Kitchen": Category("Kitchen", ROOT),
    "Kitchen / Knives": Category("Knives", Category("Kitchen", ROOT)),
    "Outdoor": Category("Outdoor", ROOT),
    "Outdoor / Tents": Category("Tents", Category("Outdoor", ROOT)),
}


def sync(feed_path, country):
    products = import_file(feed_path, CATEGORIES)
    print(price_table(products, country))
    return len(products)


def main(argv):
    feed = Path(__file__).resolve().parent.parent / "data" / "supplier-feed.csv"
    count = sync(feed, argv[1] if len(argv) > 1 else "DE")
    print(f"synced {count} products")


if __name__ == "__main__":
    main(sys.argv)
