"""Schedules tug tasks with asyncio; one task's exception is never retrieved, one is left pending."""

import asyncio
import gc


async def tow(vessel, metres):
    await asyncio.sleep(0)
    if metres > 900:
        raise ValueError(f"tow distance {metres} m for {vessel} exceeds the tug's 900 m line")
    return metres


async def wait_forever():
    await asyncio.Event().wait()


async def main():
    done = []
    for i, vessel in enumerate(["MSC Aurora", "Ever Given", "Maersk Elba", "CMA Rhone"]):
        done.append(await tow(vessel, 300 + i * 100))
        print(f"towed {vessel}: {done[-1]} m")
    asyncio.ensure_future(tow("Hapag Lima", 1250))
    asyncio.ensure_future(wait_forever())
    await asyncio.sleep(0.05)
    print(f"tug schedule finished: {len(done)} tows")


loop = asyncio.new_event_loop()
loop.run_until_complete(main())
loop.close()
gc.collect()
