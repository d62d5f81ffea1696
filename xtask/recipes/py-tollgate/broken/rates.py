"""Rate table."""

RATES = {
    "car": 250,
    "van": 400,
    "truck": 900,
]
