module example.com/berthlock

go 1.23
