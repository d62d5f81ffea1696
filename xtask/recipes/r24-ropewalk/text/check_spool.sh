#!/bin/sh
# Checks one spool for xargs; spool S-0337's tag cannot be read, which xargs must treat as fatal.
case "$1" in
    S-0337) echo "check $1: tag unreadable (reader returned 0xff)" >&2; exit 255 ;;
    *) n=$(echo "$1" | sed 's/^S-0*//'); echo "check $1: lay ok, tucks 5, length $(( 100 + n % 250 )) m" ;;
esac
