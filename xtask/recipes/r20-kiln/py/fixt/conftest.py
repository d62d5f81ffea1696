"""Fixtures of the glaze-batch tests."""
import pytest


@pytest.fixture(scope="session")
def kiln_db():
    """A connection to the kiln's firing database (session-wide)."""
    yield {"kilns": 4}


@pytest.fixture
def glaze_batch(kiln_db):
    """A fresh glaze batch drawn from the kiln database."""
    batch = {"id": "GB-0042", "cones": [6, 6, 10]}
    yield batch
    if batch.get("spilled"):
        raise RuntimeError("glaze batch GB-0042 left a spill in kiln 3: cleanup refused")


@pytest.fixture
def cone_chart():
    """Orton cone temperatures in Celsius."""
    return {6: 1222, 10: 1285}
