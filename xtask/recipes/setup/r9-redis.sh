#!/bin/sh
# Round 9's Redis 7 server (Debian's redis-server): a throwaway instance on 127.0.0.1:16381 with
# no persistence, its files in ./redis-r9, holding a depot's parcels, a label queue and a
# counter, and the session of commands the errors recipe sends. The recipe's command shuts it
# down when it is done.
set -eu
command -v redis-server >/dev/null || \
    apt-get install -y -q -o DPkg::Lock::Timeout=600 redis-server >/dev/null
redis-cli -p 16381 shutdown nosave >/dev/null 2>&1 || true
rm -rf redis-r9
mkdir -p redis-r9
redis-server --port 16381 --bind 127.0.0.1 --daemonize yes --save '' --appendonly no \
    --dir "$PWD/redis-r9" --pidfile "$PWD/redis-r9/redis.pid" --logfile "$PWD/redis-r9/redis.log" \
    --maxmemory 32mb --maxmemory-policy volatile-lru --hz 20 --databases 4
i=0
while ! redis-cli -p 16381 ping >/dev/null 2>&1; do
    i=$((i + 1)); [ $i -lt 50 ] || exit 1; sleep 0.1
done
for n in $(seq 1 40); do
    echo "HSET parcel:$n status sorted depot Leeds weight $((n * 17 % 900))"
done > redis-r9/load.txt
echo "RPUSH queue:labels $(seq -s ' ' 100 160)" >> redis-r9/load.txt
echo "SET stats:scans 9120" >> redis-r9/load.txt
echo "SADD depots Leeds York Hull" >> redis-r9/load.txt
redis-cli -p 16381 < redis-r9/load.txt >/dev/null
cat > redis-r9/session.txt <<'SESSION'
HGETALL parcel:7
LPUSH parcel:7 late
INCR stats:scans
INCRBY depots 5
GET queue:labels
LRANGE queue:labels 0 4
LLEN queue:labels
SMEMBERS depots
HINCRBY parcel:9 weight 2.5
SET stats:scans 10 EX -3
EXPIRE parcel:3 ninety
ZADD leaderboard NX XX 10 york
EVAL "return redis.call('INCR', KEYS[1])" 1 depots
EVAL "return redis.call('HGET', KEYS[1], 'status')" 1 parcel:12
SCAN 0 MATCH parcel:1* COUNT 1000
OBJECT ENCODING queue:labels
SELECT 9
HSETNX parcel:12 status
DEL parcel:40
TYPE parcel:40
FLUSHPARCELS
SESSION
