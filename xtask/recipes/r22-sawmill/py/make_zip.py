"""Writes boards.zip (300 board sheets, fixed dates) and corrupts one member's stored bytes."""
import zipfile

with zipfile.ZipFile("boards.zip", "w", zipfile.ZIP_STORED) as zf:
    for i in range(1, 301):
        info = zipfile.ZipInfo(f"boards/B-{i:04d}.csv", date_time=(2025, 10, 1 + i % 28, 8, i % 60, 0))
        body = "".join(f"B-{i:04d},{s},{8 + (i * s) % 12}.{s % 10}\n" for s in range(1, 40))
        zf.writestr(info, body)

data = bytearray(open("boards.zip", "rb").read())
at = data.find(b"B-0217,20,")
data[at + 7] = ord("9")
open("boards.zip", "wb").write(bytes(data))
