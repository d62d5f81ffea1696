"""Weekly pay: base rate, overtime past 40 hours, and shift premiums."""
from decimal import ROUND_HALF_UP, Decimal

from .shifts import Shift, week_seconds

OVERTIME_AFTER_SECONDS = 40 * 3600
OVERTIME_FACTOR = Decimal("1.5")
PREMIUMS = {"day": Decimal("0"), "weekend": Decimal("0.25")}


def premium_for(shift: Shift) -> Decimal:
    if shift.day.weekday() >= 5:
        return PREMIUMS["weekend"]
    return PREMIUMS["night" if shift.is_night() else "day"]


def hours(seconds: int) -> Decimal:
    return (Decimal(seconds) / 3600).quantize(Decimal("0.01"), ROUND_HALF_UP)


def overtime_seconds(shifts: list[Shift]) -> int:
    return max(0, week_seconds(shifts) - OVERTIME_AFTER_SECONDS)


def weekly_pay(shifts: list[Shift], rate: Decimal) -> Decimal:
    total = Decimal(0)
    for shift in shifts:
        total += hours(shift.worked_seconds()) * rate * (1 + premium_for(shift))
    total += hours(overtime_seconds(shifts)) * rate * (OVERTIME_FACTOR - 1)
    return total.quantize(Decimal("0.01"), ROUND_HALF_UP)


def validate_rate(rate: Decimal) -> Decimal:
    if rate < 0:
        raise ValueError(f"negative hourly rate: {rate}")
    return rate
