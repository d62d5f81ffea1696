"""Converts 150 nights of requested local start times at the Canary station to UTC."""
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

site = ZoneInfo("Europe/Madrid")
start = datetime(2026, 2, 14)
for n in range(150):
    day = start + timedelta(days=n)
    hour, minute = (2, 30) if day.month == 3 and day.day == 29 else (21, 15 + n % 30)
    local = datetime(day.year, day.month, day.day, hour, minute, tzinfo=site)
    utc = local.astimezone(timezone.utc)
    back = utc.astimezone(site)
    print(f"night {n + 1:03d}  requested {local:%Y-%m-%d %H:%M}  utc {utc:%Y-%m-%d %H:%M}  local {back:%H:%M %z}")
