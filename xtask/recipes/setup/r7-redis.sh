#!/bin/sh
# Round 7's Redis 7 server (Debian's redis-server): a throwaway instance on 127.0.0.1:16379 with
# no persistence, its files in ./redis-r7, filled with a session cache, a queue and counters so
# INFO's keyspace, memory and command statistics are not empty. The recipe's command shuts it
# down when it is done.
set -eu
command -v redis-server >/dev/null || \
    apt-get install -y -q -o DPkg::Lock::Timeout=600 redis-server >/dev/null
redis-cli -p 16379 shutdown nosave >/dev/null 2>&1 || true
rm -rf redis-r7
mkdir -p redis-r7
redis-server --port 16379 --bind 127.0.0.1 --daemonize yes --save '' --appendonly no \
    --dir "$PWD/redis-r7" --pidfile "$PWD/redis-r7/redis.pid" --logfile "$PWD/redis-r7/redis.log" \
    --maxmemory 64mb --maxmemory-policy allkeys-lru
i=0
while ! redis-cli -p 16379 ping >/dev/null 2>&1; do
    i=$((i + 1)); [ $i -lt 50 ] || exit 1; sleep 0.1
done
for n in $(seq 1 300); do
    echo "SET session:$n user-$((n % 37)) EX 3600"
    echo "HSET parcel:$n status in-transit depot Crewe weight $((n * 13 % 2000))"
done > redis-r7/load.txt
echo "RPUSH queue:labels $(seq -s ' ' 1 120)" >> redis-r7/load.txt
echo "INCRBY stats:scans 48211" >> redis-r7/load.txt
redis-cli -p 16379 < redis-r7/load.txt >/dev/null
redis-cli -p 16379 -n 2 SET feature:new-labels on >/dev/null
