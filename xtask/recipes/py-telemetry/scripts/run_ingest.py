"""Runs the ingest pipeline with debug logging, as the nightly job does."""
import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from telemetry.ingest import run  # noqa: E402

logging.basicConfig(
    level=logging.DEBUG,
    format="%(asctime)s %(levelname)-7s [%(name)s] %(message)s",
    stream=sys.stderr,
)

if __name__ == "__main__":
    stats = run(cycles=16)
    sys.exit(1 if stats["failed_batches"] else 0)
