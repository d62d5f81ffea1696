"""Decodes the status word of every instrument into its flags."""
import enum


class Status(enum.IntFlag):
    POWERED = 1
    COOLING = 2
    SHUTTER_OPEN = 4
    GUIDING = 8
    FILTER_MOVING = 16
    CALIBRATING = 32


for i in range(1, 201):
    word = (1 | 2 | (8 if i % 3 else 0) | (4 if i % 4 == 0 else 0) | (16 if i % 11 == 0 else 0))
    if i == 143:
        word |= 64
    print(f"inst-{i:03d}  word 0x{word:02x}  {Status(word)!r}")
