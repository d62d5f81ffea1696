"""Writes round 24's generated C sources: thirty spool modules full of -Wextra warnings, one of which
calls spool_tenson (a typo of spool_tension, declared nowhere), the spool files winch reads and the
stale socket it is refused by."""
import os
import socket

HERE = os.path.dirname(os.path.abspath(__file__))
os.makedirs(os.path.join(HERE, "mods"), exist_ok=True)
os.makedirs(os.path.join(HERE, "spools"), exist_ok=True)

with open(os.path.join(HERE, "mods/spool.h"), "w") as f:
    f.write("#ifndef SPOOL_H\n#define SPOOL_H\nint spool_tension(int spool, int load);\n#endif\n")
for i in range(1, 31):
    body = ['#include "spool.h"', "", f"int spool_tension_{i:02d}(int spool, int load, int unused)", "{",
            "    int i;", "    unsigned n = 10;", "    int total = 0;",
            "    for (i = 0; i < n; i++)", "        total += spool * load;"]
    if i == 19:
        body.append("    total += spool_tenson(spool, load);")
    body += ["    return total;", "}", ""]
    with open(os.path.join(HERE, f"mods/mod_{i:02d}.c"), "w") as f:
        f.write("\n".join(body))
with open(os.path.join(HERE, "mods/main.c"), "w") as f:
    f.write('#include "spool.h"\n\nint spool_tension(int spool, int load)\n{\n    return spool + load;\n}\n\n'
            "int main(void)\n{\n    return spool_tension(1, 2) != 3;\n}\n")
for i in range(1, 161):
    if i % 17 != 0:
        with open(os.path.join(HERE, f"spools/s-{i:03d}.cfg"), "w") as f:
            f.write(f"spool {i}\n")
sock_path = os.path.join(HERE, "winch.sock")
if os.path.exists(sock_path):
    os.remove(sock_path)
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
s.bind("winch.sock" if os.getcwd() == HERE else sock_path)
s.close()
