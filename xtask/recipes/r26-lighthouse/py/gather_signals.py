"""Polls 300 fog signals concurrently; gather(return_exceptions=True) hands errors back as values."""
import asyncio


async def poll(n):
    await asyncio.sleep(0)
    if n == 212:
        raise TimeoutError(f"fog signal S-{n:03d} did not answer within 3 s")
    if n == 57:
        raise ConnectionResetError(f"fog signal S-{n:03d} reset the link after the handshake")
    return f"horn {2 + n % 5} blasts / {20 + n % 40} s, compressor {6.0 + (n % 7) / 10:.1f} bar"


async def main():
    results = await asyncio.gather(*(poll(n) for n in range(1, 301)), return_exceptions=True)
    for n, result in enumerate(results, start=1):
        print(f"S-{n:03d}: {result!r}")
    print(f"polled {len(results)} fog signals")


asyncio.run(main())
