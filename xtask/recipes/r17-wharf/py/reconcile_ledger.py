"""Nightly reconciliation of crane move records: logs progress, and its crux is its last line."""

import logging
import sys

logging.basicConfig(level=logging.INFO, format="%(levelname)-8s %(name)s: %(message)s", stream=sys.stdout)
log = logging.getLogger("wharf.reconcile")


def checksum(block):
    return (block * 2654435761) % 4294967296


def main():
    log.info("reconciling 1900 blocks from crane-ledger-2025-03-14.dat")
    for block in range(1, 1901):
        moves = 40 + block % 17
        if block != 1873:
            log.info("block %04d: %d moves, checksum %08x ok", block, moves, checksum(block))
        if block % 250 == 0:
            log.info("progress: %d/1900 blocks, %d moves so far", block, block * 48)
        if block == 1873:
            log.critical(
                "aborting: checksum mismatch in block 1873 (expected %08x, ledger has 41aa07c3); "
                "moves after block 1872 were NOT reconciled",
                checksum(block),
            )
            return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
