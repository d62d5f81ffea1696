"""Emits the lamp-room controller's logfmt log: 360 rotation checks, one timed in seconds."""
for n in range(1, 361):
    lamp = f"L-{1 + n % 40:02d}"
    dur = f"{11 + n % 9}ms"
    if n == 217:
        dur = "14s"
    print(f'ts=2026-01-05T{(n // 60) % 24:02d}:{n % 60:02d}:00Z level=info component=lamp-room lamp={lamp} '
          f'msg="rotation check" rpm={2 + n % 3} duration={dur} lens=ok')
print('ts=2026-01-05T06:01:00Z level=info component=lamp-room msg="shift handover" checks=360')
