"""Wharf tariff calculations (the runtime module stubtest checks the stub against)."""

from decimal import Decimal

DEFAULT_CURRENCY = "EUR"
STORAGE_FREE_DAYS = 5


def wharfage(teu: int, rate: Decimal) -> Decimal:
    return rate * teu


def storage_fee(days: int, teu: int, *, reefer: bool = False, free_days: int = STORAGE_FREE_DAYS) -> Decimal:
    billable = max(0, days - free_days)
    return Decimal(billable * teu) * (Decimal("2.5") if reefer else Decimal("1"))


def pilotage(gross_tonnage: int, night: bool = False) -> Decimal:
    return Decimal(gross_tonnage) / 100


def mooring(berth: str, hours: float) -> Decimal:
    return Decimal(str(hours)) * 12


def demurrage(days_late, daily_rate, currency="EUR"):
    return Decimal(days_late) * daily_rate


class Invoice:
    def __init__(self, vessel: str, lines: list) -> None:
        self.vessel = vessel
        self.lines = lines

    def total(self) -> Decimal:
        return sum((line[1] for line in self.lines), Decimal(0))

    def add_line(self, label: str, amount: Decimal, vat: bool = True) -> None:
        self.lines.append((label, amount, vat))

    @property
    def currency(self) -> str:
        return DEFAULT_CURRENCY

    def export_csv(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as out:
            out.write(self.vessel)


class Tariff:
    year: int = 2025

    def rate_for(self, service: str) -> Decimal:
        return Decimal(1)


def light_dues(gross_tonnage: int) -> Decimal:
    return Decimal(gross_tonnage) / 1000
