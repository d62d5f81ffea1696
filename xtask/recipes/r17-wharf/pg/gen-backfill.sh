#!/bin/sh
# Writes backfill.sql: 240 statements correcting parcel weights, one by one as a hand-written
# migration would; statement 151 sets a weight over the 30 kg check, so psql (without
# ON_ERROR_STOP) prints one ERROR among the UPDATE counts and carries on.
set -eu
{
    printf -- '-- Weight corrections from the 14 March recount.\n'
    i=1
    while [ "$i" -le 240 ]; do
        if [ "$i" -eq 151 ]; then
            printf 'UPDATE parcels SET weight_g = 31250 WHERE id = %d;\n' $((i * 41))
        else
            printf 'UPDATE parcels SET weight_g = weight_g + %d WHERE id = %d;\n' $((i % 9 + 1)) $((i * 41))
        fi
        i=$((i + 1))
    done
    printf 'SELECT count(*) AS corrected FROM parcels WHERE id %% 41 = 0 AND id <= 9840;\n'
} > backfill.sql
