"""The thermocouple poller logs every reading; one sensor must never exceed its rating."""
import logging

log = logging.getLogger("kiln.sensors")


def poll(kiln):
    readings = []
    for minute in range(0, 240):
        temp = 20 + minute * 5
        if kiln == "kiln-2" and minute == 181:
            temp = 1391
        log.info("kiln=%s minute=%03d thermocouple=TC-%s temp=%d C", kiln, minute, kiln[-1], temp)
        readings.append(temp)
    return readings


def test_kiln_1_within_rating(caplog):
    caplog.set_level(logging.INFO)
    assert max(poll("kiln-1")) <= 1300


def test_kiln_2_within_rating(caplog):
    caplog.set_level(logging.INFO)
    assert max(poll("kiln-2")) <= 1300
