"""Decodes the binary lamp-hour records (16 bytes each); the file was cut short mid-record."""
import struct

with open("lamp_hours.bin", "rb") as f:
    data = f.read()
offset = 0
n = 0
while offset < len(data):
    lamp, hours, volts, flags = struct.unpack("<IIfI", data[offset:offset + 16])
    n += 1
    print(f"record {n:3d}  lamp L-{lamp:03d}  {hours:6d} h  {volts:5.1f} V  flags {flags:#06x}")
    offset += 16
