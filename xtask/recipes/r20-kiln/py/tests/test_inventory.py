"""Inventory checks: the shelf count and the kiln settings must match the stock sheet."""
import unittest


def shelf_items():
    return [f"pot-{i:03d}" for i in range(1, 301)]


def kiln_settings():
    return {f"kiln{k}.segment{s}": 100 * s + k for k in range(1, 7) for s in range(1, 13)}


class InventoryTest(unittest.TestCase):
    def test_every_pot_on_a_shelf(self):
        stock_sheet = shelf_items()
        stock_sheet[211] = "pot-212-cracked"
        self.assertCountEqual(shelf_items(), stock_sheet)

    def test_settings_match_sheet(self):
        sheet = kiln_settings()
        sheet["kiln4.segment9"] = 940
        self.assertDictEqual(kiln_settings(), sheet)


if __name__ == "__main__":
    unittest.main()
