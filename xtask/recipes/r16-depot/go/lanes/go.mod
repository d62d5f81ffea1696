module example.com/depot/lanes

go 1.23
