module example.test/foundry

go 1.23
