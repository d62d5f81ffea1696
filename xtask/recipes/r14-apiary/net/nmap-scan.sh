# Runs inside `unshare -n`: a fresh network namespace with only loopback, two local services, one scan.
ip link set lo up
python3 -m http.server 8080 --bind 127.0.0.1 >/dev/null 2>&1 &
web=$!
python3 -c "
import socket, time
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(('127.0.0.1', 2525))
s.listen()
while True:
    c, _ = s.accept()
    c.sendall(b'220 hives.apiary.example.test ESMTP ready\r\n')
    time.sleep(0.5)
    c.close()
" >/dev/null 2>&1 &
smtp=$!
sleep 1
nmap -sT -sV -sC --reason -p 1-3000,8080 -n 127.0.0.1
status=$?
kill $web $smtp
exit $status
