"""Stock per bin, moves between bins, and pick lists."""

from dataclasses import dataclass, field


class StockError(Exception):
    pass


@dataclass
class Bin:
    code: str
    capacity: int
    items: dict = field(default_factory=dict)

    def load(self):
        return sum(self.items.values())


class Warehouse:
    def __init__(self):
        self.bins = {}

    def add_bin(self, code, capacity):
        self.bins[code] = Bin(code, capacity)

    def receive(self, code, sku, qty):
        b = self.bins[code]
        if b.load() + qty > b.capacity:
            raise StockError(f"bin {code} would hold {b.load() + qty} > capacity {b.capacity}")
        b.items[sku] = b.items.get(sku, 0) + qty

    def move(self, sku, qty, src, dst):
        have = self.bins[src].items.get(sku, 0)
        if have < qty:
            raise StockError(f"bin {src} has {have} of {sku}, cannot move {qty}")
        self.bins[src].items[sku] = have - qty
        self.receive(dst, sku, qty)

    def on_hand(self, sku):
        return sum(b.items.get(sku, 0) for b in self.bins.values())

    def pick_list(self, order):
        """Bins to pick each SKU from, fullest bin first."""
        picks = []
        for sku, qty in order.items():
            for b in sorted(self.bins.values(), key=lambda b: b.items.get(sku, 0)):
                take = min(qty, b.items.get(sku, 0))
                if take:
                    picks.append((b.code, sku, take))
                    qty -= take
            if qty:
                raise StockError(f"short {qty} of {sku}")
        return picks
