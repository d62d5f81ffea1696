#!/bin/sh
# Writes twelve hooks; 07-seal-check is not executable.
set -eu
mkdir -p hooks
for n in 01-lanes 02-ocr 03-weigh 04-customs 05-reefer 06-hazmat 07-seal-check 08-permit 09-tariff 10-truck 11-rail 12-release; do
    printf '#!/bin/sh\necho "hook %s ok"\n' "$n" > "hooks/$n"
    chmod +x "hooks/$n"
done
chmod -x hooks/07-seal-check
