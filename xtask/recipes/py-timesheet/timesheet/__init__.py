"""Timesheet entries, shift durations and weekly pay for hourly staff."""
