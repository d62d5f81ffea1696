import pytest


@pytest.fixture
def furnace():
    return {"zones": 3, "setpoint_c": 1180}


@pytest.fixture
def ladle_charge():
    return 1200
