"""Batch release checks with pytest-check: every check of a batch runs even after one fails."""

import pytest
from pytest_check import check

BATCHES = {f"B-{4000 + i}": (1.050 + (i % 9) / 1000, 1.010, 4.2 + (i % 5) / 10) for i in range(150)}
BATCHES["B-4117"] = (1.062, 1.021, 3.1)


@pytest.mark.parametrize("batch", sorted(BATCHES))
def test_batch_release(batch):
    og, fg, ph = BATCHES[batch]
    check.less(fg, 1.015, f"{batch} final gravity {fg}")
    check.between(ph, 3.8, 4.8, f"{batch} pH {ph}")
    check.greater(round((og - fg) * 131.25, 2), 4.5, f"{batch} ABV")
