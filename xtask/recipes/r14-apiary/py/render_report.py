"""Renders the weekly report from Jinja templates; one hive's sheet lacks its queen."""
from jinja2 import Environment, FileSystemLoader, StrictUndefined

env = Environment(loader=FileSystemLoader("templates"), undefined=StrictUndefined)
hives = [
    {"name": "Linden-North-07", "kg": 6.5, "queen": {"year": 2025, "colour": "blue"}, "mites": 9, "bees": 300},
    {"name": "Heather-Ridge-02", "kg": 4.0, "mites": 14, "bees": 310},
]
print(env.get_template("report.html").render(week=36, hives=hives))
