"""Parametrized checks of the lock arithmetic over every flight."""

import pytest

from flights import FLIGHTS, IDS, LOCKS
from locks import parse_code, passage_minutes, toll_pence, water_used


@pytest.mark.parametrize("lock", LOCKS, ids=IDS)
def test_water_used_positive(lock):
    assert water_used(lock) > 0


@pytest.mark.parametrize("lock", LOCKS, ids=IDS)
def test_code_round_trips(lock):
    canal, number = parse_code(lock.code)
    assert f"{canal}-{number}" == lock.code


@pytest.mark.parametrize(("canal", "name", "locks", "rise"), FLIGHTS, ids=IDS)
def test_crew_of_three_is_faster(canal, name, locks, rise):
    assert passage_minutes(locks, crew=3) == locks * 9, f"{name}: a crew of three should take 9 min a lock"


@pytest.mark.parametrize(("length", "locks", "expected"), [
    (10.0, 1, 415), (15.0, 4, 660), (18.3, 7, 835), (21.9, 12, 1055), (20.1, 3, 850), (7.6, 2, 330),
])
def test_toll_rounds_to_nearest_five(length, locks, expected):
    assert toll_pence(length, locks) == expected


@pytest.mark.parametrize("code", ["KA-29", "GU-7", "WB-30", "SU", "LL-5a"])
def test_parse_code(code):
    canal, number = parse_code(code)
    assert canal.isalpha() and number > 0


def test_water_table():
    spent = {lock.code: water_used(lock) for lock in LOCKS[:6]}
    assert spent == {
        "KA-29": 110.9, "GU-10": 106.3, "WB-30": 92.4,
        "GU-21": 101.6, "LL-5": 161.7, "LL-21": 97.0,
    }
