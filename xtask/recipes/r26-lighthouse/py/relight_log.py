"""Relights 260 lamps, logging each; one failure is logged with its traceback and the run goes on."""
import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)-7s %(name)s: %(message)s")
log = logging.getLogger("lighthouse.relight")


def mantle_temperature(n):
    readings = {n: 780 + n % 40 for n in range(1, 261) if n != 203}
    return readings[n]


for n in range(1, 261):
    try:
        log.info("lamp L-%03d relit, mantle at %d C", n, mantle_temperature(n))
    except KeyError:
        log.exception("lamp L-%03d: no mantle reading, left dark", n)
log.info("relight finished: 260 lamps processed")
