"""A product catalog: models, pricing rules, search and CSV import."""
from catalog.models import Product, Category
from catalog.pricing import price_for, apply_discounts
import catalog.search

__all__ = ["Product", "Category", "price_for"]
