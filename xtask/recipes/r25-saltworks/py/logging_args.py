"""Book every rake's haul; one log call passes too few arguments, so logging reports its own
error and the run carries on."""
import logging
import sys

logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(levelname)s %(message)s")
log = logging.getLogger("saltworks.rakes")

for rake in range(1, 301):
    if rake == 122:
        log.info("rake R-%03d hauled %.1f t from pan %s", rake, 3.5)
    else:
        log.info("rake R-%03d hauled %.1f t from pan P-%03d", rake, 2 + rake % 7 / 2, rake)
log.info("rakes booked: 300")
