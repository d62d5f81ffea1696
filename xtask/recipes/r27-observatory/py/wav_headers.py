"""Lists the header of every guider tone recording."""
import glob
import wave

print(f"{'file':14} {'channels':>8} {'width':>5} {'rate':>7} {'frames':>7} {'ms':>6}")
for name in sorted(glob.glob("tone-*.wav")):
    with wave.open(name) as w:
        ms = 1000 * w.getnframes() // w.getframerate()
        print(f"{name:14} {w.getnchannels():>8} {w.getsampwidth():>5} {w.getframerate():>7} {w.getnframes():>7} {ms:>6}")
