# Runs inside `unshare -n`: a local TLS server with a self-signed certificate, scanned by sslscan.
ip link set lo up
openssl s_server -accept 127.0.0.1:18443 -cert hives.pem -key hives.key -www -quiet >/dev/null 2>&1 &
server=$!
sleep 1
sslscan --no-colour 127.0.0.1:18443
status=$?
kill $server
exit $status
