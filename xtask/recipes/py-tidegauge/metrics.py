"""The gauge service's metrics, exposed in the Prometheus text format by prometheus_client."""
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, Info, Summary, generate_latest
from prometheus_client import GC_COLLECTOR, PLATFORM_COLLECTOR, PROCESS_COLLECTOR  # noqa: F401

registry = CollectorRegistry()
info = Info("tidegauge_build", "Build of the gauge service", registry=registry)
info.info({"version": "2.7.1", "commit": "4f9c2e1", "python": "3.11"})
readings = Counter("tidegauge_readings", "Readings ingested", ["station", "source"], registry=registry)
rejected = Counter("tidegauge_rejected_readings", "Readings rejected by validation", ["station", "reason"],
                   registry=registry)
level = Gauge("tidegauge_level_metres", "Last water level above chart datum", ["station"], registry=registry)
lag = Histogram("tidegauge_ingest_lag_seconds", "Delay between reading and ingest", ["source"],
                buckets=(0.5, 1, 2, 5, 10, 30, 60, 120, 300), registry=registry)
query = Summary("tidegauge_query_seconds", "Time spent answering API queries", ["endpoint"], registry=registry)

STATIONS = ["oban", "tobermory", "mallaig", "ullapool", "stornoway", "wick", "lerwick", "kirkwall",
            "aberdeen", "leith", "millport", "portpatrick"]
for i, s in enumerate(STATIONS):
    readings.labels(s, "radar").inc(1440 - i * 7)
    readings.labels(s, "float").inc(96 + i)
    level.labels(s).set(round(1.5 + (i * 0.37) % 3.1, 3))
    for j in range(40):
        lag.labels("radar" if j % 3 else "float").observe(((i * 13 + j * 7) % 400) / 3.0)
rejected.labels("wick", "spike").inc(17)
rejected.labels("lerwick", "stale").inc(3)
rejected.labels("oban", "out_of_range").inc(1)
for k in range(25):
    query.labels("/levels" if k % 2 else "/stations").observe(k / 100)
print(generate_latest(registry).decode(), end="")
