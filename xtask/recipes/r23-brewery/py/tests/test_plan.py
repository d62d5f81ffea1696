"""The cellar plan against the brewer's sheet, and gravity points for 299 recorded batches."""

import unittest

from brewery.plan import BEERS, cellar_plan, gravity_points


def expected_sheet():
    sheet = {"cellar": "north", "fermenters": {}}
    for n in range(1, 25):
        beer = BEERS[n % len(BEERS)]
        sheet["fermenters"][f"FV-{n:02d}"] = {
            "batch": f"B-{4000 + n}",
            "beer": beer,
            "temp_c": 18.5 if beer != "lager" else 11.0,
            "schedule": {"primary_days": 7 + n % 5, "diacetyl_rest": n % 2 == 0, "crash_c": 2.0},
            "readings": [round(1.050 - i * 0.004, 3) for i in range(4)],
        }
    return sheet


class PlanTest(unittest.TestCase):
    maxDiff = None

    def test_cellar_plan_matches_sheet(self):
        self.assertEqual(cellar_plan(), expected_sheet())


class GravityTest(unittest.TestCase):
    pass


def _gravity_case(og, points):
    def test(self):
        self.assertEqual(gravity_points(og), points)

    return test


for _i in range(1, 300):
    _og = round(1.030 + (_i % 60) / 1000, 3)
    setattr(GravityTest, f"test_batch_{_i:03d}_points", _gravity_case(_og, round((_og - 1) * 1000)))
