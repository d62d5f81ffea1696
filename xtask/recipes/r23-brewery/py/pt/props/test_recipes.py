"""Properties of recipe scaling, checked by hypothesis; one property fails."""

from hypothesis import given
from hypothesis import strategies as st


def scale(grams, factor):
    return round(grams * factor)


def ibu(alpha, grams, litres):
    return alpha * grams * 10 / litres


@given(st.integers(1, 5000), st.floats(0.5, 4.0))
def test_scale_never_negative(grams, factor):
    assert scale(grams, factor) >= 0


@given(st.integers(1, 5000))
def test_scale_by_one_is_identity(grams):
    assert scale(grams, 1.0) == grams


@given(st.integers(1, 500), st.integers(1, 500))
def test_scale_preserves_ratio(a, b):
    assert scale(a, 3) * b == scale(b, 3) * a


@given(st.floats(2.0, 18.0), st.integers(1, 400), st.integers(20, 2000))
def test_ibu_positive(alpha, grams, litres):
    assert ibu(alpha, grams, litres) > 0


@given(st.integers(1, 5000), st.floats(0.5, 4.0))
def test_scale_rounds_to_within_one_gram(grams, factor):
    assert abs(scale(grams, factor) - grams * factor) <= 0.5


@given(st.integers(1, 5000), st.floats(0.5, 4.0))
def test_scale_round_trip(grams, factor):
    assert scale(scale(grams, factor), 1 / factor) == grams


def _bounded(limit):
    @given(st.integers(0, limit))
    def test(grams):
        assert scale(grams, 2) <= 2 * limit

    return test


for _limit in (100, 250, 500, 1000, 2500, 5000, 10000, 25000):
    globals()[f"test_scale_bounded_{_limit}"] = _bounded(_limit)
