"""Opens every sluice of a flight at once; three of them fail (an ExceptionGroup from a TaskGroup)."""

import asyncio

SLUICES = {"caen-hill-22": 0.0, "caen-hill-23": 1.2, "caen-hill-24": None, "foxton-5": 0.8,
           "foxton-6": -0.3, "tardebigge-58": 0.9, "hatton-40": "1.1"}


async def open_sluice(name, head_m):
    await asyncio.sleep(0.01)
    if head_m is None:
        raise LookupError(f"{name}: no head reading since the last inspection")
    if isinstance(head_m, str):
        raise TypeError(f"{name}: head reading {head_m!r} is text, not metres")
    if head_m < 0:
        raise ValueError(f"{name}: negative head {head_m} m, the pound is below the chamber")
    return name


async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            for name, head in SLUICES.items():
                tg.create_task(open_sluice(name, head))
    except* LookupError as group:
        raise RuntimeError("flight left half open") from group


asyncio.run(main())
