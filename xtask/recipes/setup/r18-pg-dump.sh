#!/bin/sh
# Round 18's restore subject, on round 7's running server (setup/r7-pg.sh): loads the orchard
# schema (twenty-four tables, a view, a function, a table owned by the auditor role), dumps it in
# pg_dump's custom format to /tmp/ctx-r7-pg/orchard.dump, then drops the auditor role, so that
# restoring the dump over the live schema fails on every object and once on the missing owner.
set -eu
psql="psql -X -q -h /tmp/ctx-r7-pg -p 15432 -U postgres -d postgres -v ON_ERROR_STOP=1"
$psql -f r18-orchard/pg/schema.sql >/dev/null
pg_dump -h /tmp/ctx-r7-pg -p 15432 -U postgres -d postgres -Fc -n orchard -f /tmp/ctx-r7-pg/orchard.dump
$psql -c 'REASSIGN OWNED BY auditor TO postgres; DROP OWNED BY auditor; DROP ROLE auditor;' >/dev/null
