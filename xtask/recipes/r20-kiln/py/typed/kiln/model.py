"""Data model of a firing."""
from dataclasses import dataclass
from typing import Optional


@dataclass
class Firing:
    kiln: str
    cone: int
    peak_c: float
    operator: Optional[str] = None

    def label(self) -> str:
        return self.kiln + " cone " + self.cone

    def operator_initials(self) -> str:
        return self.operator[0].upper()
