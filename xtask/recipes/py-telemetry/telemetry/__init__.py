"""Sensor telemetry: parse readings, convert units, aggregate, ingest."""
from telemetry.readings import Reading, parse_line
from telemetry.stats import mean, percentile, rolling_mean
from telemetry.units import c_to_f, f_to_c, kpa_to_psi

__all__ = ["Reading", "parse_line", "mean", "percentile", "rolling_mean",
           "c_to_f", "f_to_c", "kpa_to_psi"]
