"""Round 13's pour tests: one asks for a fixture that does not exist (a typo)."""


def test_zones(furnace):
    assert furnace["zones"] == 3


def test_charge(ladle_charge):
    assert ladle_charge // 150 == 8


def test_pour_count(ladle_charg, furnace):
    assert ladle_charg // 40 == 30


def test_setpoint(furnace):
    assert furnace["setpoint_c"] == 1210
