import pytest

from manifest import build_manifest, crusher_setting


@pytest.mark.parametrize("size", list(range(20, 320, 10)))
def test_crusher_setting_in_range(size):
    assert 10 <= crusher_setting(size) <= 150


def test_manifest_matches_dispatch_plan():
    expected = {f"sku-{n:04d}": (n * 7) % 40 + 3 for n in range(1, 201)}
    assert build_manifest() == expected


def test_manifest_has_all_skus():
    assert len(build_manifest()) == 200
