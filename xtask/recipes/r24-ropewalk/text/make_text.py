"""Writes round 24's generated text inputs: a gettext catalogue and its new template, two versions of
the rope plant's configuration, checksummed spool logs, a hook directory, a tab sheet, shift dates,
a spool list, three hundred Perl modules and the spool tree for the file system image."""
import hashlib
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))


def write(path, text, mode=None):
    path = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    if mode:
        os.chmod(path, mode)


def gettext():
    head = ('msgid ""\nmsgstr ""\n"Project-Id-Version: ropewalk 3.2\\n"\n"Language: de\\n"\n'
            '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
            '"Content-Transfer-Encoding: 8bit\\n"\n\n')
    po, pot = [head], [head.replace('"Language: de\\n"\n', "")]
    for i in range(1, 151):
        en = f"Spool {i} wound to %d metres"
        de = f"Spule {i} auf %d Meter gewickelt"
        new_en = en
        if i == 97:
            new_en = "Spool 97 wound to %d metres at %s"
        po.append(f"#: src/spool.c:{100 + i}\nmsgid \"{en}\"\nmsgstr \"{de}\"\n\n")
        pot.append(f"#: src/spool.c:{100 + i}\n#, c-format\nmsgid \"{new_en}\"\nmsgstr \"\"\n\n")
    pot.append("#: src/winch.c:12\nmsgid \"Winch brake released\"\nmsgstr \"\"\n\n")
    po.append("#: src/old.c:9\nmsgid \"Hemp stock low\"\nmsgstr \"Hanfvorrat gering\"\n\n")
    write("po/de.po", "".join(po))
    write("po/ropewalk.pot", "".join(pot))


def plant_configs():
    old, new = [], []
    for section in range(1, 41):
        lines = [f"[winch.W-{section:02d}]"]
        for key, value in [("max_load_kn", f"{20 + section % 9}.5"), ("speed_m_min", 12 + section % 5),
                           ("brake", "band"), ("brake_torque_nm", 300 + section), ("spools", 3),
                           ("operator", f"crew-{section % 6}"), ("lubricant", "tallow"),
                           ("inspected", f"2025-10-{1 + section % 28:02d}"), ("alarm_kn", f"{24 + section % 9}.0"),
                           ("drum_mm", 400 + 10 * (section % 4)), ("notes", "none"), ("enabled", "yes")]:
            lines.append(f"{key} = {value}")
        lines.append("")
        old += lines
        changed = list(lines)
        if section == 27:
            changed[changed.index("alarm_kn = 24.0")] = "alarm_kn = 2.4"
        if section == 8:
            changed[changed.index("lubricant = tallow")] = "lubricant = graphite"
        if section == 35:
            changed.insert(5, "spool_guard = removed")
        new += changed
    write("conf/plant-old.ini", "\n".join(old))
    write("conf/plant-new.ini", "\n".join(new))


def checksummed_logs():
    sums = []
    for i in range(1, 521):
        name = f"logs/spool-{i:03d}.log"
        text = f"spool {i}\n" + f"wound {100 + i % 50} m\n" * (1 + i % 5)
        write(name, text)
        sums.append(f"{hashlib.blake2b(text.encode()).hexdigest()}  {name}")
    write("logs/spool-214.log", "spool 214\nwound 114 m\nwound 114 m\nwound 999 m\nwound 114 m\nwound 114 m\n")
    os.remove(os.path.join(HERE, "logs/spool-333.log"))
    sums.insert(150, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 logs/spool-150.log")
    write("B2SUMS", "\n".join(sums) + "\n")


def spool_tree():
    shutil.rmtree(os.path.join(HERE, "tree"), ignore_errors=True)
    for i in range(1, 301):
        write(f"tree/spools/s-{i:03d}.dat", f"spool {i}\n" * (20 + i % 40))
    for name in ("README", "crews.txt", "shifts.txt"):
        write(f"tree/{name}", f"{name}\n" * 30)
    os.symlink("../archive/s-151.dat", os.path.join(HERE, "tree/spools/s-151-current.dat"))


def hooks():
    shutil.rmtree(os.path.join(HERE, "hooks.d"), ignore_errors=True)
    for i in range(1, 41):
        name = f"hooks.d/{i * 5:03d}-stage{i:02d}"
        body = "#!/bin/sh\n"
        body += "".join(f"echo 'stage {i}: step {k} ok'\n" for k in range(1, 7))
        if i == 17:
            body += "echo 'stage 17: spool index /var/lib/ropewalk/index.db is locked' >&2\nexit 3\n"
        if i > 17 and i % 4 == 0:
            body += f"echo 'stage {i}: warning: spool index missing, skipped' >&2\n"
        write(name, body, 0o755)


def tab_sheet():
    rows = []
    for i in range(1, 401):
        line = f"S-{i:04d}\t{['manila', 'hemp', 'sisal'][i % 3]}\t{100 + i % 250}\t{30 + i % 20}.{i % 10}\tok"
        if i == 232:
            line = line.replace("hemp", "hemp\u00a0")
        rows.append(line + ("\r\n" if i == 318 else "\n"))
    write("sheet.tsv", "".join(rows))


def shift_dates():
    dates = []
    for i in range(420):
        month, day = 1 + i % 12, 1 + (i * 7) % 28
        dates.append(f"2025-{month:02d}-{day:02d} {6 + i % 12:02d}:00")
    dates[211] = "2025-02-30 08:00"
    write("shift-dates.txt", "\n".join(dates) + "\n")


def perl_modules():
    for i in range(1, 301):
        name = f"Stage{i:03d}"
        body = f"package Ropewalk::{name};\nuse strict;\nuse warnings;\n\nsub run {{\n    my ($spool) = @_;\n"
        body += f"    return $spool * {i};\n}}\n\n1;\n"
        if i == 123:
            body = body.replace("return $spool * 123;", "my $lay = $spool->{lay}\n    return $lay * 123;")
        write(f"lib/Ropewalk/{name}.pm", body)


def spool_list():
    write("spool-list.txt", "".join(f"S-{i:04d}\n" for i in range(1, 401)))


gettext()
plant_configs()
checksummed_logs()
spool_tree()
hooks()
tab_sheet()
shift_dates()
spool_list()
perl_modules()
