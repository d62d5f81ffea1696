"""Writes appendonly.aof: 900 commands of the packhouse's crate counters in Redis's RESP form,
cut off in the middle of command 617 (the disk filled while it was written)."""


def resp(*args):
    out = f"*{len(args)}\r\n"
    for a in args:
        out += f"${len(a.encode())}\r\n{a}\r\n"
    return out


cmds = [resp("SELECT", "0")]
for i in range(1, 900):
    if i % 3 == 0:
        cmds.append(resp("INCRBY", f"crates:block:{i % 240:03d}", str(10 + i % 40)))
    elif i % 3 == 1:
        cmds.append(resp("HSET", f"delivery:{i:05d}", "block", f"B{i % 240:03d}", "grade", str(1 + i % 3)))
    else:
        cmds.append(resp("EXPIRE", f"delivery:{i - 1:05d}", "2592000"))
data = "".join(cmds)
cut = data.index(cmds[617]) + len(cmds[617]) // 2
open("appendonly.aof", "w", newline="").write(data[:cut])
