"""Uploads eight spools' logs with retries; S-4's last attempt fails differently from the others."""
import logging

logging.basicConfig(level=logging.DEBUG, format="%(levelname)-7s %(name)s: %(message)s")
log = logging.getLogger("ropewalk.upload")

PLAN = {"S-1": 1, "S-2": 3, "S-3": 1, "S-4": None, "S-5": 2, "S-6": 1, "S-7": 4, "S-8": 1}


class Upload:
    def __init__(self, spool, succeed_on):
        self.spool, self.succeed_on = spool, succeed_on

    def attempt(self, n):
        for chunk in range(1, 13):
            log.debug("%s attempt %d: chunk %d/12 sent (%d bytes)", self.spool, n, chunk, 4096 * chunk)
            if self.succeed_on is None or n < self.succeed_on:
                if chunk == 6:
                    if self.succeed_on is None and n == 5:
                        raise PermissionError(13, "Permission denied", f"/srv/spools/{self.spool}/lock")
                    raise ConnectionResetError(104, "Connection reset by peer")


failed = []
for spool, succeed_on in PLAN.items():
    up = Upload(spool, succeed_on)
    for n in range(1, 6):
        try:
            up.attempt(n)
        except OSError as e:
            log.warning("%s attempt %d/5 failed: %s; retrying in %d s", spool, n, e, 2 ** n)
            if n == 5:
                log.error("%s: giving up after 5 attempts: %r", spool, e)
                failed.append(spool)
            continue
        log.info("%s uploaded on attempt %d", spool, n)
        break
log.info("uploaded %d of %d spools; failed: %s", len(PLAN) - len(failed), len(PLAN), ", ".join(failed))
