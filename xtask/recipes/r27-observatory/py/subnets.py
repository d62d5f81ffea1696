"""Checks the instrument network plan: 200 subnets, every pair must be disjoint."""
import ipaddress

nets = []
for i in range(200):
    nets.append((f"inst-{i:03d}", ipaddress.ip_network(f"10.{20 + i // 64}.{(i % 64) * 4}.0/22")))
nets[117] = ("inst-117", ipaddress.ip_network("10.21.160.0/21"))

for name, net in nets:
    print(f"{name}  {str(net):18} hosts {net.num_addresses - 2:5}  gateway {net.network_address + 1}")
overlaps = [(a, b) for i, a in enumerate(nets) for b in nets[i + 1:] if a[1].overlaps(b[1])]
for (na, a), (nb, b) in overlaps:
    print(f"overlap: {na} {a} overlaps {nb} {b}")
print(f"{len(nets)} subnets, {len(overlaps)} overlapping pairs")
