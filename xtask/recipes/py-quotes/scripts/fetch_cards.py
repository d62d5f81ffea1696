"""Fetches every carrier's rate card concurrently (fails: three carriers misbehave)."""

import asyncio

from quotes.carriers import fetch_all

REGIONS = {
    "eu": ["dhl-eu", "northwind", "parcelpoint"],
    "us": ["swiftship", "bluefreight"],
    "apac": ["sagawa", "northwind"],
}

if __name__ == "__main__":
    cards = asyncio.run(fetch_all(REGIONS))
    print(cards)
