import csv
import io
import logging
from decimal import Decimal, InvalidOperation

from catalog.models import Category, Product

log = logging.getLogger(__name__)


class ImportError_(Exception):
    """Raised when a catalog feed cannot be imported."""


def parse_price(raw: str) -> Decimal:
    cleaned = raw.replace("EUR", "").replace(",", ".").strip()
    return Decimal(cleaned)


def read_rows(text):
    reader = csv.DictReader(io.StringIO(text))
    for row in reader:
        yield row


def resolve_category(categories, name):
    return categories[name]


def import_feed(text, categories):
    products = []
    for lineno, row in enumerate(read_rows(text), start=2):
        try:
            price = parse_price(row["price"])
            category = resolve_category(categories, row["category"])
        except InvalidOperation:
            log.warning("line %d: bad price %r" % (lineno, row["price"]))
            continue
        except KeyError as exc:
            fallback = categories[row["category"].split("/")[0].strip()]
            log.info(f"line {lineno}: using parent category {fallback.name}")
            category = fallback
            price = parse_price(row["price"])
        products.append(Product(row["sku"], row["title"], price, category, int(row["stock"])))
    return products


def import_file(path, categories):
    try:
        with open(path, encoding="utf-8") as fh:
            return import_feed(fh.read(), categories)
    except (KeyError, ValueError) as exc:
        raise ImportError_(f"cannot import {path}: {exc!r}") from exc
