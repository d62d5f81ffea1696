import pytest
from hypothesis import given, strategies as st

from telemetry.units import c_to_f, convert, f_to_c, kpa_to_psi, psi_to_kpa


@pytest.mark.parametrize("c, f", [(0, 32), (100, 212), (-40, -40), (37, 98.6)])
def test_c_to_f_known_points(c, f):
    assert c_to_f(c) == pytest.approx(f)


def test_kpa_psi_roundtrip():
    assert psi_to_kpa(kpa_to_psi(101.325)) == pytest.approx(101.325)


def test_convert_same_unit_is_identity():
    assert convert(12.5, "kPa", "kPa") == 12.5


def test_convert_unknown_pair():
    with pytest.raises(ValueError, match="no conversion from C to kPa"):
        convert(1.0, "C", "kPa")


@given(st.floats(min_value=-60, max_value=150, allow_nan=False))
def test_celsius_fahrenheit_roundtrip(celsius):
    assert f_to_c(c_to_f(celsius)) == pytest.approx(celsius, abs=1e-6)


@given(st.floats(min_value=0, max_value=1000, allow_nan=False))
def test_psi_never_exceeds_kpa(kpa):
    assert kpa_to_psi(kpa) <= kpa
