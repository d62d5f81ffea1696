from datetime import datetime, timezone

import pytest

from telemetry.readings import Reading, parse_line, parse_many


def test_parse_basic_line():
    r = parse_line("2024-03-04T06:05:00Z,sensor-07,temp,21.5")
    assert r == Reading(at=datetime(2024, 3, 4, 6, 5, tzinfo=timezone.utc), sensor=7, kind="temp", value=21.5)


def test_parse_line_with_unit():
    r = parse_line("2024-03-04T06:05:00Z,sensor-02,pressure,101.3,kPa")
    assert r.unit == "kPa"
    assert r.value == pytest.approx(101.3)


@pytest.mark.parametrize("kind", ["temp", "pressure", "humidity", "flow"])
def test_parse_every_kind(kind):
    assert parse_line(f"2024-03-04T06:05:00Z,sensor-01,{kind},1.0").kind == kind


@pytest.mark.parametrize(
    "line, message",
    [
        ("2024-03-04T06:05:00Z,sensor-07,temp", "expected 4 or 5 fields"),
        ("yesterday,sensor-07,temp,21.5", "bad timestamp"),
        ("2024-03-04T06:05:00Z,probe-7,temp,21.5", "bad sensor id"),
        ("2024-03-04T06:05:00Z,sensor-07,voltage,3.3", "unknown kind"),
    ],
)
def test_parse_rejects(line, message):
    with pytest.raises(ValueError, match=message):
        parse_line(line)


def test_parse_timestamp_with_utc_offset():
    # gateways running firmware 2.4 send ISO offsets instead of Z
    r = parse_line("2024-03-04T06:05:00+00:00,sensor-11,pressure,180.2")
    assert r.at == datetime(2024, 3, 4, 6, 5, tzinfo=timezone.utc)


def test_parse_many_skips_comments_and_counts_rejects():
    lines = [
        "# export from gw-north",
        "2024-03-04T06:05:00Z,sensor-01,temp,20.0",
        "",
        "2024-03-04T06:05:00Z,sensor-02,voltage,3.3",
        "2024-03-04T06:10:00Z,sensor-01,temp,20.5",
    ]
    readings, rejected = parse_many(lines)
    assert [r.value for r in readings] == [20.0, 20.5]
    assert rejected == 1
