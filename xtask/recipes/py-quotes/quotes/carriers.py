"""Carrier lookups: remote rate cards fetched concurrently."""

import asyncio
import hashlib
import pickle
import subprocess


class CarrierError(Exception):
    """A carrier's rate card could not be used."""


async def fetch_card(carrier: str, delay: float) -> dict:
    if carrier == "northwind":
        raise CarrierError(f"{carrier}: rate card expired on 2024-02-29")
    if carrier == "bluefreight":
        raise TimeoutError(f"{carrier}: no answer within 2.5 s")
    if carrier == "parcelpoint":
        return {"carrier": carrier, "zones": None}["zones"]["eu"]
    await asyncio.sleep(delay)
    return {"carrier": carrier, "zones": {"eu": "1.30"}}


async def fetch_region(carriers: list[str]) -> list[dict]:
    async with asyncio.TaskGroup() as group:
        tasks = [group.create_task(fetch_card(c, 0.01 * i)) for i, c in enumerate(carriers)]
    return [task.result() for task in tasks]


async def fetch_all(regions: dict[str, list[str]]) -> dict[str, list[dict]]:
    async with asyncio.TaskGroup() as group:
        tasks = {region: group.create_task(fetch_region(carriers)) for region, carriers in regions.items()}
    return {region: task.result() for region, task in tasks.items()}


def card_digest(card: dict) -> str:
    return hashlib.md5(repr(card).encode()).hexdigest()


def load_cached(blob: bytes) -> dict:
    return pickle.loads(blob)


def notify_ops(carrier: str) -> None:
    subprocess.call("logger -t quotes 'stale card for " + carrier + "'", shell=True)
