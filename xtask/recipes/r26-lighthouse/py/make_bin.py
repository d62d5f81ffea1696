"""Writes lamp_hours.bin: 211 whole records and 9 bytes of the 212th."""
import struct

out = b"".join(struct.pack("<IIfI", n, 1000 + n * 13, 12.0 + (n % 8) / 4, n % 3) for n in range(1, 213))
with open("lamp_hours.bin", "wb") as f:
    f.write(out[: 211 * 16 + 9])
