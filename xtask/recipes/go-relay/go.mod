module example.com/relay

go 1.23
