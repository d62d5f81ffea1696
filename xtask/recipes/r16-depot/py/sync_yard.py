"""Runs the nightly yard sync with the service's log format."""
import logging
import sys

from depot import sync

logging.basicConfig(
    stream=sys.stderr,
    level=logging.INFO,
    format="%(asctime)s %(levelname)-7s %(name)s [%(process)d] %(message)s",
)

sys.exit(1 if sync.run(1800) else 0)
