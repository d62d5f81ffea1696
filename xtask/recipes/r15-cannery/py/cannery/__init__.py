"""The cannery's Python helpers: retort schedules and case packing."""
