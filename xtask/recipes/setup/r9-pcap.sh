#!/bin/sh
# Round 9's packet capture: in a network namespace of its own (run under `unshare -n`), tcpdump
# records loopback traffic on port 18081 while curl fetches a depot's status file and a missing
# file from Python's http.server; the capture is left in ./r9-pcap/lo.pcap for the recipe's
# `tcpdump -r`. Fixed client ports keep the conversations apart.
set -eu
command -v tcpdump >/dev/null || \
    apt-get install -y -q -o DPkg::Lock::Timeout=600 tcpdump >/dev/null
rm -rf r9-pcap
mkdir -p r9-pcap/www
printf 'depot: Leeds\nparcels: 40\nlate: 3\n' > r9-pcap/www/status.txt
ip link set lo up
tcpdump --immediate-mode -Z root -i lo -w r9-pcap/lo.pcap -U 'tcp port 18081' 2>r9-pcap/tcpdump.log &
tp=$!
i=0
while ! grep -q 'listening on lo' r9-pcap/tcpdump.log; do
    i=$((i + 1)); [ $i -lt 100 ] || exit 1; sleep 0.1
done
python3 -m http.server 18081 --bind 127.0.0.1 --directory r9-pcap/www >/dev/null 2>&1 &
hp=$!
i=0
while ! ss -ltn | grep -q ':18081 '; do
    i=$((i + 1)); [ $i -lt 100 ] || exit 1; sleep 0.1
done
sleep 0.5
curl -s --noproxy '*' --local-port 40111 -H 'X-Depot: Leeds' http://127.0.0.1:18081/status.txt >/dev/null
curl -s --noproxy '*' --local-port 40112 http://127.0.0.1:18081/manifest.json >/dev/null
sleep 1.5
kill $hp $tp
wait $tp 2>/dev/null || true
