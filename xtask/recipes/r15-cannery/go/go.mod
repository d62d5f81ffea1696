module example.test/cannery

go 1.23
