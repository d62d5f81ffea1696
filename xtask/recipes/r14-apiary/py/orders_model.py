"""Harvest orders validated with pydantic: one payload, many errors."""
from datetime import date
from typing import Literal

from pydantic import BaseModel, Field, ValidationError, field_validator


class Line(BaseModel):
    hive: str = Field(pattern=r"^[A-Z][a-z]+-[A-Z][a-z]+-\d{2}$")
    jars: int = Field(gt=0, le=500)
    grade: Literal["A", "B"]


class Order(BaseModel):
    order_id: int
    customer: str = Field(min_length=3)
    deliver_on: date
    lines: list[Line] = Field(min_length=1)
    discount: float = 0.0

    @field_validator("discount")
    @classmethod
    def discount_range(cls, v):
        if not 0 <= v <= 0.3:
            raise ValueError(f"discount {v} outside 0..0.3")
        return v


payload = {
    "order_id": "A-1043",
    "customer": "Jo",
    "deliver_on": "2026-09-31",
    "lines": [
        {"hive": "Linden-North-07", "jars": 24, "grade": "A"},
        {"hive": "heather ridge 2", "jars": 0, "grade": "C"},
        {"hive": "Clover-East-11", "jars": "twelve", "grade": "B", "note": "late"},
    ],
    "discount": 0.45,
}

try:
    Order.model_validate(payload)
except ValidationError as err:
    print(err)
    raise SystemExit(1)
