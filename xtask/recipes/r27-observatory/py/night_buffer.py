"""Logs a night of dome operations through a MemoryHandler: debug context reaches the console only when an error flushes it."""
import logging
import logging.handlers
import sys

console = logging.StreamHandler(sys.stdout)
console.setFormatter(logging.Formatter("%(levelname)-7s %(name)s: %(message)s"))
buffer = logging.handlers.MemoryHandler(capacity=400, flushLevel=logging.ERROR, target=console, flushOnClose=False)
log = logging.getLogger("dome")
log.setLevel(logging.DEBUG)
log.addHandler(buffer)
info = logging.getLogger("night")
info.setLevel(logging.INFO)
info.addHandler(console)

for i in range(1, 241):
    info.info("exposure %03d of target T-%03d done", i, (i * 23) % 400)
    log.debug("dome azimuth %d.%d deg, slit %s", (i * 7) % 360, i % 10, "open")
    if i == 140:
        log.debug("slit motor current 4.9 A above the 3.5 A limit")
        log.error("slit stalled at azimuth %d deg; closing the dome", (i * 7) % 360)
    if i == 150:
        buffer.buffer.clear()
