module example.com/geofence

go 1.23
