"""The HTTP API (FastAPI): quotes, carriers and shipment bookings."""

from datetime import date
from decimal import Decimal
from enum import Enum

from fastapi import FastAPI, HTTPException, Path, Query
from pydantic import BaseModel, Field

app = FastAPI(title="Freight Quotes", version="3.2.0", description="Quotes and bookings for parcel freight.")


class Zone(str, Enum):
    domestic = "domestic"
    eu = "eu"
    intl = "intl"


class ParcelIn(BaseModel):
    weight_kg: Decimal = Field(gt=0, le=70, description="Actual weight in kilograms")
    length_cm: int = Field(gt=0, le=175)
    width_cm: int = Field(gt=0, le=100)
    height_cm: int = Field(gt=0, le=100)


class QuoteRequest(BaseModel):
    parcels: list[ParcelIn] = Field(min_length=1, max_length=500)
    zone: Zone
    express: bool = False
    promo_code: str | None = Field(default=None, pattern=r"^[A-Z0-9]{6,12}$")


class QuoteOut(BaseModel):
    quote_id: str
    total: Decimal
    currency: str = "EUR"
    valid_until: date
    billable_kg: Decimal


class Booking(BaseModel):
    booking_id: str
    quote_id: str
    pickup_date: date
    status: str = Field(description="pending, confirmed, collected or cancelled")


class ErrorOut(BaseModel):
    code: str
    message: str


@app.post("/v3/quotes", response_model=QuoteOut, tags=["quotes"], responses={422: {"model": ErrorOut}})
def create_quote(request: QuoteRequest) -> QuoteOut:
    raise HTTPException(501)


@app.get("/v3/quotes/{quote_id}", response_model=QuoteOut, tags=["quotes"], responses={404: {"model": ErrorOut}})
def get_quote(quote_id: str = Path(pattern=r"^q_[a-z0-9]{16}$")) -> QuoteOut:
    raise HTTPException(404)


@app.get("/v3/carriers", tags=["carriers"])
def list_carriers(zone: Zone | None = None, limit: int = Query(20, ge=1, le=100)) -> list[str]:
    return []


@app.post("/v3/bookings", response_model=Booking, status_code=201, tags=["bookings"],
          responses={409: {"model": ErrorOut, "description": "Quote already booked"}})
def create_booking(quote_id: str, pickup_date: date) -> Booking:
    raise HTTPException(501)


@app.delete("/v3/bookings/{booking_id}", status_code=204, tags=["bookings"], deprecated=True)
def cancel_booking(booking_id: str) -> None:
    return None
