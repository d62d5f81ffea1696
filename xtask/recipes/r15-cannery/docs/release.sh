#!/bin/sh
# Packs the day's label templates and uploads them to the line printers.
set -e
PRINTERS="north south east"
function upload() {
  local printer=$1
  echo "uploading to $printer"
  scp -q labels.tar.gz "lp@$printer:/var/spool/labels/" &> /dev/null
}
tar czf labels.tar.gz templates/
for p in $PRINTERS; do
  if [[ $p == north* ]]; then
    upload $p
  fi
done
echo "done at $(date +%s)" >> ~/.release.log
source ./notify.sh
let count=count+1
echo -e "uploaded\tok"
read -p "press enter" answer
[ "$answer" == "yes" ] && echo confirmed
echo ${PRINTERS:0:5}
echo $RANDOM > seed.txt
exec 3<> /dev/tcp/localhost/9100
select p in $PRINTERS; do break; done
