"""Writes round 24's generated Python inputs: the ropewalk package, Python 2 sources, test suites,
configuration files, a spool CSV, a tar archive and the migration's tables."""
import os
import tarfile
import io

HERE = os.path.dirname(os.path.abspath(__file__))


def write(path, text):
    path = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)


STDLIB = ["json", "csv", "decimal", "fractions", "statistics", "textwrap", "difflib", "heapq",
          "bisect", "dataclasses", "enum", "functools", "itertools", "collections", "string",
          "struct", "zlib", "hashlib", "base64", "calendar", "datetime", "pathlib", "shutil",
          "tempfile", "configparser", "logging", "argparse", "sqlite3", "xml.etree.ElementTree",
          "email.message", "http.client", "urllib.parse", "gzip", "tarfile", "zipfile", "pprint",
          "random", "uuid", "ipaddress", "unittest"]


def ropewalk_package():
    write("ropewalk/__init__.py", '"""The ropewalk."""\n')
    names = []
    for i, mod in enumerate(STDLIB):
        name = f"stage_{i:02d}"
        names.append(name)
        write(f"ropewalk/{name}.py", f'"""Stage {i}."""\nimport {mod}\n\nSTAGE = {i}\n')
    write("ropewalk/tension.py", '"""Tension tables."""\nimport math\n\ntry:\n    import strandcalc\n'
          'except ImportError:\n    strandcalc = None\n\nfrom . import stage_03\n')
    write("ropewalk/splice.py", '"""Splices."""\nfrom .units import knots_to_ms\nfrom . import tension\n')
    write("ropewalk/units.py", '"""Units."""\n\ndef knots_to_ms(k):\n    return k * 0.514444\n')
    imports = "".join(f"from ropewalk import {n}\n" for n in names)
    write("braid_app.py", '"""The braid application."""\n' + imports + "from ropewalk import splice\n")


def legacy_sources():
    for i in range(1, 41):
        body = [f'"""Spool report {i} (Python 2)."""', "import urllib2", "",
                "def report(spools, totals):",
                f"    print 'spool report {i}'",
                "    for name, length in spools.iteritems():",
                "        if totals.has_key(name):",
                "            print '%s: %d m' % (name, length)",
                "    try:",
                "        return long(len(spools))",
                "    except ValueError, e:",
                "        print >>sys.stderr, e",
                ""]
        if i == 17:
            body = [f'"""Spool report {i} (already Python 3)."""', "",
                    "def classify(spool):",
                    "    match spool.kind:",
                    "        case 'hawser':",
                    "            return 3",
                    "        case _:",
                    "            return 1", ""]
        write(f"legacy/spool_{i:02d}.py", "\n".join(body))


def failfast_suite():
    lines = ['"""Three hundred splice checks; the run stops at the first failure (-f)."""', "import unittest", "",
             "", "class SpliceTest(unittest.TestCase):", ""]
    for i in range(1, 301):
        tucks = 5 if i != 57 else 4
        lines += [f"    def test_splice_{i:03d}(self):",
                  f"        self.assertEqual({tucks}, 5, 'splice {i} of hawser H-{100 + i} needs five tucks')", ""]
    write("tests/test_splice.py", "\n".join(lines))
    write("tests/__init__.py", "")


def skipping_suite():
    lines = ['"""Two hundred winch checks; sixty skip because the controller variable is unset."""', "import os",
             "import unittest", "", "CONTROLLER = os.environ.get('WINCH_CONTROLLER')", "", "",
             "class WinchTest(unittest.TestCase):", ""]
    for i in range(1, 201):
        if i % 10 in (3, 6, 9):
            lines.append("    @unittest.skipUnless(CONTROLLER, 'WINCH_CONTROLLER is not set: brake test needs the live winch')")
        lines += [f"    def test_winch_{i:03d}(self):", f"        self.assertLess({i % 30}, 40)", ""]
    write("tests/test_winch.py", "\n".join(lines))


def import_failure_suite():
    ropes = ["anchor", "bell", "bolt", "boom", "breast", "bunt", "cable", "clew", "davit", "downhaul",
             "earing", "fall", "footrope", "gasket", "guy", "halyard", "hawser", "headrope", "heel",
             "inhaul", "jackline", "lanyard", "lift", "messenger", "outhaul", "painter", "pendant",
             "ratline", "reef", "sheet"]
    write("suite/__init__.py", "")
    for rope in ropes:
        head = ["import unittest", ""]
        if rope == "hawser":
            head = ["import unittest", "", "from braidlib import lay_angle", ""]
        body = head + ["", f"class {rope.capitalize()}Test(unittest.TestCase):", ""]
        for j in range(1, 9):
            body += [f"    def test_{rope}_{j}(self):", f"        self.assertTrue({j} > 0)", ""]
        write(f"suite/test_{rope}.py", "\n".join(body))


def configs():
    for i in range(1, 81):
        text = (f"# winch {i}\nname = 'W-{i:02d}'\nmax_load_kn = {20 + i % 9}.5\nspeed_m_min = {12 + i % 5}\n"
                f"spools = {[f'S-{i * 10 + k}' for k in range(3)]}\nbrake = {{'kind': 'band', 'torque_nm': {300 + i}}}\n")
        if i == 53:
            text = text.replace("'torque_nm': 353}", "'torque_nm': 353")
        write(f"winches/w{i:02d}.cfg", text)


def spool_csv():
    rows = ["spool,strand,length_m,tension_kn,note"]
    for i in range(1, 5001):
        note = "ok"
        if i == 3217:
            note = '"re-spliced at 40 m, see sheet'
        rows.append(f"S-{i:04d},{['manila', 'hemp', 'sisal', 'nylon'][i % 4]},{100 + i % 250},{30 + (i * 7) % 40}.{i % 10},{note}")
    write("spools.csv", "\n".join(rows) + "\n")


def spool_tar():
    path = os.path.join(HERE, "spools.tar")
    with tarfile.open(path, "w", format=tarfile.USTAR_FORMAT) as tar:
        def add(name, data=b"", mode=0o644, kind=tarfile.REGTYPE, link=""):
            info = tarfile.TarInfo(name)
            info.mtime = 1762000000
            info.uid = info.gid = 1000
            info.uname = info.gname = "ropewalk"
            info.mode = mode
            info.type = kind
            info.linkname = link
            info.size = len(data) if kind == tarfile.REGTYPE else 0
            tar.addfile(info, io.BytesIO(data) if kind == tarfile.REGTYPE else None)
        add("spools/", mode=0o755, kind=tarfile.DIRTYPE)
        for i in range(1, 301):
            add(f"spools/s-{i:03d}.log", (f"spool {i}\n" * (1 + i % 17)).encode())
            if i == 188:
                add("spools/s-188.current", kind=tarfile.SYMTYPE, link="../../../etc/shadow", mode=0o777)
            if i == 240:
                add("spools/winch-reset", b"#!/bin/sh\n", mode=0o4755)


ropewalk_package()
legacy_sources()
failfast_suite()
skipping_suite()
import_failure_suite()
configs()
spool_csv()
spool_tar()
