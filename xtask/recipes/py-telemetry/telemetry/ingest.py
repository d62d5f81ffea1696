"""Ingest: poll simulated gateways, calibrate, validate, and store readings in batches."""
import logging
import random
from datetime import datetime, timedelta, timezone

from telemetry.readings import Reading
from telemetry.stats import mean, percentile

log = logging.getLogger("telemetry.ingest")
store_log = logging.getLogger("telemetry.store")

LIMITS = {"temp": (-30.0, 120.0), "pressure": (80.0, 400.0), "humidity": (0.0, 100.0), "flow": (0.0, 250.0)}
GATEWAYS = {"gw-north": [1, 2, 3, 4], "gw-south": [5, 6, 7, 8], "gw-roof": [9, 10, 11, 12]}
KIND_OF = {1: "temp", 2: "pressure", 3: "flow", 4: "humidity", 5: "temp", 6: "temp",
           7: "pressure", 8: "flow", 9: "humidity", 10: "temp", 11: "pressure", 12: "flow"}


class Calibration:
    """Per-sensor linear calibration loaded from the gateway's table."""

    def __init__(self, table):
        self.table = table

    def apply(self, sensor, raw):
        entry = self.table[sensor]
        return raw * entry["gain"] + entry["offset"]


class Store:
    def __init__(self):
        self.rows = []
        self.batches = 0

    def write(self, gateway, readings):
        self.rows.extend(readings)
        self.batches += 1
        store_log.debug("committed batch %d from %s: %d rows (total %d)",
                        self.batches, gateway, len(readings), len(self.rows))


def poll(rng, gateway, sensors, at):
    payload = []
    for sensor in sensors:
        kind = KIND_OF[sensor]
        lo, hi = LIMITS[kind]
        raw = rng.uniform(lo + (hi - lo) * 0.2, lo + (hi - lo) * 0.6)
        if rng.random() < 0.02:
            raw = hi * 1.4
        payload.append({"sensor": sensor, "kind": kind, "raw": round(raw, 2), "at": at})
    return payload


def ingest_cycle(rng, cycle, at, calibration, store, stats):
    log.info("cycle %d: polling %d gateways", cycle, len(GATEWAYS))
    for gateway, sensors in GATEWAYS.items():
        payload = poll(rng, gateway, sensors, at)
        log.debug("%s returned %d readings", gateway, len(payload))
        batch = []
        try:
            for item in payload:
                value = calibration.apply(item["sensor"], item["raw"])
                lo, hi = LIMITS[item["kind"]]
                if not lo <= value <= hi:
                    log.warning("%s sensor-%02d %s=%.2f outside [%s, %s]; dropped",
                                gateway, item["sensor"], item["kind"], value, lo, hi)
                    stats["dropped"] += 1
                    continue
                batch.append(Reading(at=item["at"], sensor=item["sensor"], kind=item["kind"], value=value))
                log.debug("sensor-%02d %-8s raw=%7.2f calibrated=%7.2f", item["sensor"], item["kind"], item["raw"], value)
        except Exception:
            log.exception("cycle %d: batch from %s failed; %d readings discarded", cycle, gateway, len(payload))
            stats["failed_batches"] += 1
            continue
        store.write(gateway, batch)
        stats["stored"] += len(batch)


def run(cycles=30, seed=7):
    rng = random.Random(seed)
    table = {s: {"gain": 1.0 + s / 1000, "offset": -0.5 if s % 2 else 0.25} for s in range(1, 13)}
    calibration = Calibration(table)
    store = Store()
    stats = {"stored": 0, "dropped": 0, "failed_batches": 0}
    start = datetime(2024, 3, 4, 6, 0, tzinfo=timezone.utc)
    log.info("starting ingest: %d gateways, %d sensors, %d cycles", len(GATEWAYS), len(table), cycles)
    for cycle in range(1, cycles + 1):
        at = start + timedelta(minutes=5 * cycle)
        if cycle == 9:
            # the roof gateway was re-flashed and lost its calibration for sensor 11
            log.info("reloading calibration table for gw-roof (firmware 2.4.1)")
            del table[11]
        if cycle == 10:
            log.info("restored calibration for sensor-11 from backup")
            table[11] = {"gain": 1.011, "offset": -0.5}
        ingest_cycle(rng, cycle, at, calibration, store, stats)
        if cycle % 5 == 0:
            temps = [r.value for r in store.rows if r.kind == "temp"]
            log.info("checkpoint after cycle %d: %d rows, temp mean %.2f p95 %.2f",
                     cycle, len(store.rows), mean(temps), percentile(temps, 95))
    log.info("ingest finished: stored=%d dropped=%d failed_batches=%d",
             stats["stored"], stats["dropped"], stats["failed_batches"])
    return stats
