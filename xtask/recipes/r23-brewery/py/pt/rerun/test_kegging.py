"""Kegging line checks: 200 keg fills, one sensor test that is flaky and one that always fails."""

import pytest

ATTEMPTS = {"seal": 0}


@pytest.mark.parametrize("keg", range(1, 199))
def test_fill_level(keg):
    assert 19.5 <= 20 + (keg % 5) / 10 <= 20.5


def test_seal_pressure_sensor():
    ATTEMPTS["seal"] += 1
    assert ATTEMPTS["seal"] >= 2, f"seal sensor timed out on attempt {ATTEMPTS['seal']}"


def test_co2_volumes_line_k2():
    volumes = 2.9
    assert volumes <= 2.6, f"line K-2 carbonation {volumes} vol over 2.6"
