"""Freight quotes: rate tables, surcharges and an HTTP API over them."""
