"""Harvest run: a cache warning early on is the cause of every later index error."""
import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.INFO,
                    format="%(levelname)-7s %(name)s: %(message)s")
log = logging.getLogger("saltworks.harvest")

log.info("harvest run 2025-W47 starting: 240 pans, 12 rakes")
for pan in range(1, 31):
    log.info("pan P-%03d: brine %.3f g/cm3, crust %d mm, raked", pan, 1.20 + pan % 7 * 0.005, 20 + pan % 9)
log.warning("index cache /var/cache/saltworks/pans.idx is read-only (EROFS); "
            "falling back to an empty in-memory index")
for pan in range(31, 241):
    if pan % 3 == 0:
        log.error("pan P-%03d: no index entry for crust survey; harvest weight not booked", pan)
    else:
        log.info("pan P-%03d: brine %.3f g/cm3, crust %d mm, raked", pan, 1.20 + pan % 7 * 0.005, 20 + pan % 9)
log.error("70 pans without index entries; weights for 2025-W47 incomplete")
log.info("harvest run finished: 170 of 240 pans booked")
