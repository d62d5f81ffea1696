#!/bin/sh
# Builds depot-labels.jar (90 label templates), signs it with a fresh key, then replaces one
# template inside the signed jar, so `jarsigner -verify` meets one entry whose digest no longer
# matches its signature. Idempotent: rebuilds from scratch.
set -eu
rm -rf labels depot-labels.jar depot.jks
mkdir -p labels/templates
i=1
while [ "$i" -le 90 ]; do
    printf 'label %03d\nbay=%d\nformat=A6\n' "$i" "$i" > "labels/templates/bay-$(printf %03d "$i").txt"
    i=$((i + 1))
done
(cd labels && jar --create --file ../depot-labels.jar --date=2025-03-01T08:15:00Z templates)
keytool -genkeypair -keystore depot.jks -storepass depotpass -keypass depotpass -alias depot \
    -keyalg RSA -keysize 2048 -validity 3650 -dname "CN=North Yard Depot, OU=Labels, O=Depot AB, C=SE" >/dev/null 2>&1
jarsigner -keystore depot.jks -storepass depotpass depot-labels.jar depot >/dev/null
printf 'label 047\nbay=47\nformat=A4\n' > labels/templates/bay-047-a4.txt
(cd labels && jar --update --file ../depot-labels.jar templates/bay-047-a4.txt)
