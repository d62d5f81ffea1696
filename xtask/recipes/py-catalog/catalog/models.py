import os, sys
from dataclasses import dataclass, field
from typing import List, Dict, Optional
from decimal import Decimal


@dataclass
class Category:
    name: str
    parent: Optional["Category"] = None
    tags: List[str] = field(default_factory=list)

    def path(self):
        if self.parent == None:
            return self.name
        return self.parent.path() + " / " + self.name


@dataclass
class Product:
    sku: str
    title: str
    price: Decimal
    category: Category
    stock: int = 0
    attributes: Dict[str, str] = field(default_factory=dict)

    def isAvailable(self):
        if self.stock > 0:
            return True
        else:
            return False

    def with_attribute(self, key, value, history=[]):
        history.append((self.sku, key))
        self.attributes[key] = value
        return self

    def label(self):
        l = self.title.strip()
        return "%s (%s)" % (l, self.sku)


def index_by_sku(products):
    result = dict([(p.sku, p) for p in products])
    return result


def categories_of(products):
    seen = set([p.category.name for p in products])
    return sorted(list(seen))


class stockLevel:
    LOW = 5

    def classify(self, product):
        if product.stock == 0:
            level = "out"
        else:
            level = "in"
        Threshold = self.LOW
        return level if product.stock > Threshold or level == "out" else "low"
