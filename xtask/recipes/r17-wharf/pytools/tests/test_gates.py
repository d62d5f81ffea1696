"""Gate tests; the release test waits on a lock the OCR worker never releases."""

import threading
import time

import pytest

OCR_LOCK = threading.Lock()


def ocr_worker():
    OCR_LOCK.acquire()
    time.sleep(3600)


@pytest.mark.parametrize("lane", range(1, 121))
def test_lane_open(lane):
    assert lane > 0


def test_release_after_ocr():
    threading.Thread(target=ocr_worker, name="ocr-worker", daemon=True).start()
    time.sleep(0.2)
    with OCR_LOCK:
        pass


@pytest.mark.parametrize("gate", range(1, 41))
def test_gate_closed(gate):
    assert gate < 100
