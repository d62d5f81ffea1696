import re
import typing
from collections import OrderedDict
from catalog.models import Product, index_by_sku


def tokenize(text: str) -> typing.List[str]:
    return [t for t in re.split("\W+", text.lower()) if t]


def score(product: Product, query: str) -> int:
    words = tokenize(query)
    title = tokenize(product.title)
    s = 0
    for w in words:
        if w in title:
            s += 2
        if w in product.attributes.values():
            s += 1
    return s


def search(products, query, limit=10, filters=None):
    if filters is None:
        filters = {}
    hits = []
    for p in products:
        if "category" in filters.keys():
            if p.category.name != filters["category"]:
                continue
        s = score(p, query)
        if s > 0:
            hits.append((s, p))
    hits.sort(key=lambda h: -h[0])
    return [p for s, p in hits][:limit]


def facets(products):
    counts = OrderedDict()
    for p in products:
        counts[p.category.name] = counts.get(p.category.name, 0) + 1
    return dict(counts)


def suggest(products, prefix):
    by_sku = index_by_sku(products)
    matches = []
    for sku in by_sku:
        product = by_sku[sku]
        if product.title.lower().startswith(prefix.lower()) == True:
            matches.append(product.title)
    return list(sorted(matches))


def highlight(text, query):
    for w in tokenize(query):
        text = re.sub("(?i)(%s)" % w, "**\g<1>**", text)
    return text


def parse_query(raw):
    parts = raw.split(":")
    if len(parts) == 2:
        field, value = parts
    return {field: value}
