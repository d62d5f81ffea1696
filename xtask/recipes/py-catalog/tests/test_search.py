import pytest

from catalog.search import facets, highlight, parse_query, search, suggest, tokenize


@pytest.mark.parametrize(
    "text,tokens",
    [
        ("Chef knife 20cm", ["chef", "knife", "20cm"]),
        ("Tent pegs (12)", ["tent", "pegs", "12"]),
        ("  two--person   TENT ", ["two", "person", "tent"]),
        ("", []),
    ],
)
def test_tokenize(text, tokens):
    assert tokenize(text) == tokens


def test_search_finds_titles(products):
    assert [p.sku for p in search(products, "knife")] == ["KN-001", "KN-002", "OT-102"]


def test_search_filters_by_category(products):
    hits = search(products, "knife", filters={"category": "Outdoor"})
    assert [p.sku for p in hits] == ["OT-102"]


def test_search_scores_attributes(products):
    hits = search(products, "vg10 knife")
    assert hits[0].sku in {"KN-001", "OT-102"}


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_search_respects_limit(products, limit):
    assert len(search(products, "knife", limit=limit)) == limit


def test_facets(products):
    assert facets(products) == {"Kitchen": 4, "Outdoor": 4}


@pytest.mark.parametrize("prefix,titles", [("chef", ["Chef knife 20cm", "Chef pan 28cm"]), ("t", ["Tent pegs (12)", "Two-person tent"]), ("x", [])])
def test_suggest(products, prefix, titles):
    assert suggest(products, prefix) == titles


def test_highlight():
    assert highlight("Chef knife", "knife") == "Chef **knife**"


def test_parse_query_with_field():
    assert parse_query("steel:vg10") == {"steel": "vg10"}


def test_parse_query_without_field_searches_titles():
    assert parse_query("knife") == {"title": "knife"}
