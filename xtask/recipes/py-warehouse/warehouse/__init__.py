"""A small warehouse model: bins, stock moves and pick lists."""
