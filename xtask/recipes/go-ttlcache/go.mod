module example.com/ttlcache

go 1.23
