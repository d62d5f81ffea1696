#!/bin/sh
# Round 7's PostgreSQL 15 server (Debian's postgresql-15): a fresh cluster owned by the postgres
# user in /tmp/ctx-r7-pg (outside the scratch directory, which that user cannot enter), listening
# only on a Unix socket there, port 15432, with pg-depot's schema and rows loaded. Each recipe's
# command stops the server when it is done, so this starts it anew every time.
set -eu
command -v psql >/dev/null && test -x /usr/lib/postgresql/15/bin/postgres || \
    apt-get install -y -q -o DPkg::Lock::Timeout=600 postgresql-15 postgresql-client-15 >/dev/null
bin=/usr/lib/postgresql/15/bin
dir=/tmp/ctx-r7-pg
runuser -u postgres -- $bin/pg_ctl -D $dir/data -m fast stop >/dev/null 2>&1 || true
rm -rf $dir
mkdir -p $dir
chown postgres $dir
runuser -u postgres -- $bin/initdb -D $dir/data -A trust -U postgres --no-sync -E UTF8 --locale C >/dev/null
runuser -u postgres -- $bin/pg_ctl -D $dir/data -l $dir/server.log -w \
    -o "-k $dir -p 15432 -c listen_addresses=''" start >/dev/null
psql -X -q -h $dir -p 15432 -U postgres -d postgres -v ON_ERROR_STOP=1 -f pg-depot/schema.sql >/dev/null
