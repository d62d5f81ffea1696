haul report {bench}
