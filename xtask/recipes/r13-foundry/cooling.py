"""Round 13's cooling curve, profiled line by line with line_profiler's kernprof."""
import math


@profile  # noqa: F821 (kernprof provides it)
def cooling_curve(start_c, ambient_c, k, minutes):
    temps = []
    t = start_c
    for minute in range(minutes):
        t = ambient_c + (start_c - ambient_c) * math.exp(-k * minute)
        temps.append(round(t, 1))
    solid = [m for m, v in enumerate(temps) if v < 1150]
    return temps, solid[0] if solid else None


@profile  # noqa: F821
def shift_report(heats):
    report = {}
    for heat, (start, k) in heats.items():
        curve, solid_at = cooling_curve(start, 25.0, k, 2000)
        report[heat] = (solid_at, curve[-1])
    return report


print(shift_report({7101: (1560.0, 0.004), 7102: (1545.0, 0.0035), 7103: (1580.0, 0.005)}))
