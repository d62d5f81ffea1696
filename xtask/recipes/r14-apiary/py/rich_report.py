"""Weekly report rendered with rich's traceback handler: a KeyError deep in the grading."""
from rich.traceback import install

install(show_locals=True, width=100)

MOISTURE = {"linden": 17.1, "heather": 19.2, "clover": 16.8}


def grade(hive, readings):
    moisture = readings[hive]
    return "A" if moisture < 18 else "B"


def grade_all(hives, readings):
    grades = {}
    for hive in hives:
        grades[hive] = grade(hive, readings)
    return grades


def weekly_report(week):
    hives = ["linden", "heather", "acacia", "clover"]
    summary = grade_all(hives, MOISTURE)
    return f"week {week}: {summary}"


print(weekly_report(36))
