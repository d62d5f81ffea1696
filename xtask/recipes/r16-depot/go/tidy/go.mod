module example.com/depot/gate

go 1.23
