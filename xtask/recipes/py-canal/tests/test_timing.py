"""Simulated gate cycles of known length, for `pytest --durations`."""

import time

import pytest

CYCLES = [("caen-hill", 0.30), ("tardebigge", 0.24), ("hatton", 0.18), ("foxton", 0.12),
          ("bingley", 0.08), ("wigan", 0.05), ("audlem", 0.03), ("marple", 0.02)]


@pytest.mark.parametrize(("flight", "seconds"), CYCLES, ids=[c[0] for c in CYCLES])
def test_gate_cycle(flight, seconds):
    time.sleep(seconds)
    assert flight


@pytest.fixture(scope="module")
def flooded_pound():
    time.sleep(0.4)
    return {"pound": "Caen Hill 22", "depth_m": 1.4}


def test_pound_refills(flooded_pound):
    assert flooded_pound["depth_m"] > 1.0
