"""The depot package's tests: scale, routes, sync and customs."""
import time

import pytest

from depot import customs, routes, scale, sync


@pytest.mark.parametrize("pallet", range(1, 41))
def test_weigh_within_limit(pallet):
    assert scale.weigh(pallet) <= scale.SCALE_LIMIT_KG


@pytest.mark.parametrize("route", range(1, 61))
def test_distance_positive(route):
    assert routes.distance(route) > 0


def test_sync_small_batch():
    assert sync.run(20) == 0


def test_bulk_resync():
    time.sleep(0.6)
    assert sync.run(200) == 0


def test_customs_duty_norway():
    time.sleep(0.25)
    assert customs.duty("NO", 1000) == 250.0


def test_route_cache_warmup():
    time.sleep(0.4)
    assert routes.fuel(3) > 0
