"""Dispatches quarry lorries with asyncio in debug mode: a forgotten await and a failed task."""
import asyncio
import gc


async def weigh(lorry, tonnes):
    await asyncio.sleep(0)
    if tonnes > 32:
        raise OverflowError(f"lorry {lorry} overloaded: {tonnes} t > 32 t")
    return tonnes


async def dispatch(lorry):
    weigh(lorry, 12)  # forgotten await
    return lorry


async def main():
    loop = asyncio.get_running_loop()
    loop.slow_callback_duration = 60
    await dispatch("QY-07")
    task = asyncio.create_task(weigh("QY-11", 38.5), name="weigh-QY-11")
    await asyncio.sleep(0.01)
    del task
    gc.collect()
    ok = await asyncio.gather(weigh("QY-02", 20), weigh("QY-03", 31.5))
    print("weighed:", ok)


asyncio.run(main(), debug=True)
