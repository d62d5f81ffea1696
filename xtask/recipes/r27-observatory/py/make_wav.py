"""Writes 240 short guider tone recordings; one at another rate and one in mono."""
import math
import struct
import wave

for i in range(1, 241):
    rate = 22050 if i == 73 else 44100
    channels = 1 if i == 101 else 2
    frames = 441 + (i * 17) % 300
    with wave.open(f"tone-{i:03d}.wav", "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(rate)
        data = b"".join(struct.pack("<h", int(8000 * math.sin(k / 7))) * channels for k in range(frames))
        w.writeframes(data)
