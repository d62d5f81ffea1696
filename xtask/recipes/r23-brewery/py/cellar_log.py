"""A night of cellar monitoring logged with structlog's console renderer; one probe read fails."""

import structlog

structlog.configure(
    processors=[
        structlog.processors.add_log_level,
        structlog.processors.StackInfoRenderer(),
        structlog.dev.ConsoleRenderer(colors=False, exception_formatter=structlog.dev.plain_traceback),
    ]
)
log = structlog.get_logger()


def read_probe(fermenter, step):
    if fermenter == "FV-07" and step == 41:
        raise ConnectionResetError(f"probe T-07a on {fermenter} stopped answering")
    return 18.0 + (step % 7) / 10


for step in range(60):
    for fermenter in ("FV-03", "FV-05", "FV-07", "FV-09"):
        try:
            temp = read_probe(fermenter, step)
        except ConnectionResetError:
            log.exception("probe_read_failed", fermenter=fermenter, step=step)
            continue
        log.info("probe_read", fermenter=fermenter, step=step, temp_c=temp)
log.warning("night_shift_done", fermenters=4, steps=60, failed_reads=1)
