#!/bin/sh
# Loads the yard's iptables filter: one ACCEPT per scanner station, rate limits, a drop log.
set -e
iptables -P INPUT DROP
iptables -A INPUT -i lo -j ACCEPT
iptables -A INPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT
iptables -N SCANNERS
iptables -N LOGDROP
for i in $(seq 1 96); do
    iptables -A SCANNERS -s 10.30.1.$i -p tcp --dport 9100 -m comment --comment "scanner station $i" -j ACCEPT
done
iptables -A SCANNERS -j RETURN
iptables -A INPUT -p tcp --dport 9100 -j SCANNERS
iptables -A INPUT -p tcp --dport 22 -s 10.20.0.0/24 -j ACCEPT
iptables -A INPUT -p tcp --syn -m limit --limit 20/second --limit-burst 40 -j ACCEPT
iptables -A INPUT -p icmp --icmp-type echo-request -m limit --limit 5/second -j ACCEPT
iptables -A INPUT -j LOGDROP
iptables -A LOGDROP -m limit --limit 2/min -j LOG --log-prefix "yard drop: "
iptables -A LOGDROP -j DROP
iptables -A FORWARD -i yard0 -o wan0 -j ACCEPT
iptables -t nat -A POSTROUTING -o wan0 -s 10.30.0.0/16 -j MASQUERADE
