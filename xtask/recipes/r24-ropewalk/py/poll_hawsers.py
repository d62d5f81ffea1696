"""Polls 200 hawser gauges with asyncio.gather(return_exceptions=True); H-117 times out."""
import asyncio


async def poll(n):
    await asyncio.sleep(0)
    if n == 117:
        raise TimeoutError(f"hawser H-{n} gauge did not answer in 3 s")
    return {"hawser": f"H-{n}", "tension_kn": 30 + (n * 13) % 25, "stretch_pct": round(1 + (n % 9) / 10, 1)}


async def main():
    results = await asyncio.gather(*(poll(n) for n in range(1, 201)), return_exceptions=True)
    errors = 0
    for n, r in enumerate(results, 1):
        if isinstance(r, BaseException):
            errors += 1
            print(f"H-{n}: error {r!r}")
        else:
            print(f"H-{n}: tension {r['tension_kn']} kN, stretch {r['stretch_pct']} %")
    print(f"polled {len(results)} gauges: {len(results) - errors} ok, {errors} failed")


asyncio.run(main())
