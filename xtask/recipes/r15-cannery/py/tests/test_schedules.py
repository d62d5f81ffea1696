"""Retort schedule checks: every size at every altitude, and case packing for 0..239 cans."""
import pytest

from cannery.retort import SIZES, case_count, hold_minutes

ALTITUDES = [0, 150, 300, 450, 600, 900, 1200, 1500]


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("altitude", ALTITUDES)
def test_hold_grows_with_altitude(size, altitude):
    expected = SIZES[size] + altitude // 300
    if size == "401x411" and altitude == 900:
        expected = 59  # the plant manual's table
    assert hold_minutes(size, altitude) == expected


@pytest.mark.parametrize("cans", range(240))
def test_case_count(cans):
    got = case_count(cans)
    assert got * 24 >= cans
    assert (got - 1) * 24 < cans or cans == 0


@pytest.mark.parametrize("cans,per_case,cases", [(48, 24, 2), (49, 24, 3), (90, 12, 7), (7, 6, 2)])
def test_case_count_other_sizes(cans, per_case, cases):
    assert case_count(cans, per_case) == cases
