"""Writes three PNG jar photos' thumbnails: a good one, one with a corrupt chunk CRC, one truncated."""
import struct
import zlib


def chunk(kind, data, crc=None):
    body = kind + data
    value = zlib.crc32(body) if crc is None else crc
    return struct.pack(">I", len(data)) + body + struct.pack(">I", value & 0xFFFFFFFF)


def png(width, height, texts, bad_crc=False, truncate=False):
    rows = b"".join(b"\x00" + bytes((x * 7 + y * 3) % 256 for x in range(width * 3)) for y in range(height))
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    out += chunk(b"pHYs", struct.pack(">IIB", 2835, 2835, 1))
    for key, value in texts:
        out += chunk(b"tEXt", key + b"\x00" + value)
    out += chunk(b"tIME", struct.pack(">HBBBBB", 2026, 9, 3, 14, 5, 0))
    data = zlib.compress(rows, 9)
    out += chunk(b"IDAT", data[: len(data) // 2])
    out += chunk(b"IDAT", data[len(data) // 2 :], crc=0xDEADBEEF if bad_crc else None)
    if truncate:
        return out[:-7]
    return out + chunk(b"IEND", b"")


with open("jar-linden.png", "wb") as f:
    f.write(png(64, 48, [(b"Title", b"Linden-North-07 grade A"), (b"Author", b"Field Team")]))
with open("jar-heather.png", "wb") as f:
    f.write(png(64, 48, [(b"Title", b"Heather-Ridge-02 grade B")], bad_crc=True))
with open("jar-clover.png", "wb") as f:
    f.write(png(32, 32, [(b"Title", b"Clover-East-11 grade A"), (b"Comment", b"export batch")], truncate=True))
