"""Opening hours and free slots."""
from datetime import datetime, timedelta, time

OPENING = {0: (time(8), time(18)), 1: (time(8), time(18)), 2: (time(8), time(12)),
           3: (time(8), time(18)), 4: (time(8), time(16)), 5: (time(9), time(12))}


def opening_hours(day):
    return OPENING.get(day.weekday())


def slots(day, length=timedelta(minutes=20)):
    hours = opening_hours(day)
    if hours is None:
        return []
    start = datetime.combine(day, hours[0])
    end = datetime.combine(day, hours[1])
    out = []
    while start + length < end:
        out.append(start)
        start += length
    return out


def free_slots(day, booked, length=timedelta(minutes=20)):
    taken = {b.replace(second=0, microsecond=0) for b in booked}
    return [s for s in slots(day, length) if s not in taken]


def next_free(after, booked, horizon=14):
    for offset in range(horizon):
        day = (after + timedelta(days=offset)).date()
        for s in free_slots(day, booked):
            if s > after:
                return s
    return None


def classify(duration, species, urgent, returning, insured):
    if urgent:
        if species == "exotic":
            return "emergency-exotic"
        elif duration > 60:
            return "emergency-long"
        else:
            return "emergency"
    elif returning:
        if insured and duration <= 20:
            return "follow-up-insured"
        elif insured:
            return "follow-up-long"
        elif duration <= 20:
            return "follow-up"
        else:
            return "follow-up-extended"
    else:
        if species == "exotic" and insured:
            return "new-exotic-insured"
        elif species == "exotic":
            return "new-exotic"
        elif duration > 40:
            return "new-long"
        return "new"
