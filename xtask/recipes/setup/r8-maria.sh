#!/bin/sh
# Round 8's MariaDB 10.11 server (Debian's mariadb-server): a fresh data directory owned by the
# mysql user in /tmp/ctx-r8-maria, no TCP (a Unix socket there only), maria-harbour's schema and
# rows loaded. Each recipe's command stops the server when it is done, so this starts it anew.
set -eu
command -v mariadbd >/dev/null || \
    apt-get install -y -q -o DPkg::Lock::Timeout=600 mariadb-server mariadb-client >/dev/null
dir=/tmp/ctx-r8-maria
mariadb-admin -S $dir/sock -u root shutdown >/dev/null 2>&1 || true
rm -rf $dir
mkdir -p $dir
chown mysql $dir
mariadb-install-db --user=mysql --datadir=$dir/data --auth-root-authentication-method=normal \
    --skip-test-db >/dev/null 2>&1
runuser -u mysql -- mariadbd --no-defaults --datadir=$dir/data --socket=$dir/sock \
    --skip-networking --log-error=$dir/error.log --pid-file=$dir/pid \
    --innodb-buffer-pool-size=32M >/dev/null 2>&1 &
i=0
until mariadb-admin -S $dir/sock -u root ping >/dev/null 2>&1; do
    i=$((i + 1)); test $i -lt 60 || exit 1; sleep 0.5
done
mariadb -S $dir/sock -u root < maria-harbour/schema.sql
