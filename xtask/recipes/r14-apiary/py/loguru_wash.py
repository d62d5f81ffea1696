"""Mite-wash statistics logged with loguru; a division by zero diagnosed with its variables."""
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, format="{level} | {name}:{function}:{line} - {message}", backtrace=True, diagnose=True, colorize=False)


def mite_rate(mites, bees):
    return round(100 * mites / bees, 2)


def wash_report(washes):
    rates = {}
    for hive, (mites, bees) in washes.items():
        rates[hive] = mite_rate(mites, bees)
        logger.info("hive {} rate {}%", hive, rates[hive])
    return rates


@logger.catch(reraise=False)
def main():
    washes = {"linden": (9, 300), "heather": (14, 310), "clover": (3, 0)}
    worst = max(wash_report(washes).items(), key=lambda kv: kv[1])
    logger.warning("worst hive {}", worst)


main()
logger.error("report incomplete: {} hives unreported", 1)
