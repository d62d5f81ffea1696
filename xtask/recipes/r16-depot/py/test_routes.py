"""One distance and one fuel test per route, generated from the route table."""
import unittest

from depot import routes


class DistanceTest(unittest.TestCase):
    pass


class FuelTest(unittest.TestCase):
    pass


def _distance_case(route):
    def test(self):
        self.assertEqual(routes.distance(route), (4.0 + (route * 7) % 23) * 12.5, f"route {route}")
    return test


def _fuel_case(route):
    def test(self):
        self.assertAlmostEqual(routes.fuel(route), round((4.0 + (route * 7) % 23) * 12.5 * 0.31, 2))
    return test


for _route in range(1, 261, 2):
    setattr(DistanceTest, f"test_route_{_route:03d}", _distance_case(_route))
for _route in range(2, 261, 2):
    setattr(FuelTest, f"test_route_{_route:03d}", _fuel_case(_route))

if __name__ == "__main__":
    unittest.main()
