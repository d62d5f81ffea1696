#!/bin/bash
# Copies each lamp's relight schedule into the controller's spool, tracing every command.
set -x
mkdir -p spool
for n in $(seq -w 1 120); do
    cp "schedules/l-$n.cfg" "spool/l-$n.cfg"
    chmod 0644 "spool/l-$n.cfg"
done
echo "relight schedules spooled"
