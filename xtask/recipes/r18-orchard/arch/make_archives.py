"""Builds crates.zip (300 stored members, one with a flipped data byte) and bins.tar (200
members, one header damaged), both with fixed timestamps so every build is byte-identical."""
import io
import json
import tarfile
import zipfile

members = []
for i in range(1, 301):
    month = 1 + (i - 1) // 100
    name = f"orders/2025-{month:02d}/order-{i:04d}.json"
    body = json.dumps({"order": i, "grower": f"G-{(i * 7) % 41:03d}", "crates": (i * 13) % 90 + 10,
                       "variety": ["Bramley", "Cox", "Gala", "Jazz", "Braeburn"][i % 5]}, indent=2)
    members.append((name, body.encode()))

buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_STORED) as zf:
    for name, body in members:
        info = zipfile.ZipInfo(name, date_time=(2025, 3, 14, 9, 30, 0))
        zf.writestr(info, body)
data = bytearray(buf.getvalue())
target = members[186][1]
pos = data.find(target)
# flip the grower's digit inside order 187's JSON: the CRC no longer matches
digit = pos + target.find(b"G-") + 4
data[digit] ^= 0x01
open("crates.zip", "wb").write(bytes(data))

tbuf = io.BytesIO()
with tarfile.open(fileobj=tbuf, mode="w", format=tarfile.USTAR_FORMAT) as tf:
    for name, body in members[:200]:
        ti = tarfile.TarInfo(name.replace("orders/", "bins/"))
        ti.size = len(body)
        ti.mtime = 1741944600
        ti.mode = 0o644
        ti.uname = ti.gname = "orchard"
        tf.addfile(ti, io.BytesIO(body))
tdata = bytearray(tbuf.getvalue())
hdr = tdata.find(b"bins/2025-02/order-0131.json")
tdata[hdr + 148:hdr + 156] = b"9999999\x00"  # a header checksum that cannot match
open("bins.tar", "wb").write(bytes(tdata))
