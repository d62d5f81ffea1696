"""Round 32's Python inputs, written into this directory by `python3 make_py.py`: hoopsvc.py (a
small hoop-position service on loopback and the bench client that calls it; one config request
early sets the short casks' spacing to 0, one request much later fails with a logged traceback) and stavecut.py
(the stave cutter, run under pdb: a sheet mid-run is read in inches and a later width check fails)."""
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]

Path("hoopsvc.py").write_text('''"""The hoop-position service and the bench client that asks it for every cask's hoops."""
import json
import logging
import threading
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, HTTPServer

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("hoopsvc")
access = logging.getLogger("hoopsvc.access")

CONFIG = {"hoop_spacing_mm": 110, "short_cask_spacing_mm": 85, "first_hoop_mm": 40}
HOOPS = {f"C-{n:03d}": 6 + n % 3 for n in range(1, 301)}


def hoop_positions(cask, bilge_mm):
    hoops = HOOPS[cask]
    spacing = CONFIG["short_cask_spacing_mm"] if bilge_mm < 500 else CONFIG["hoop_spacing_mm"]
    per_side = (bilge_mm - CONFIG["first_hoop_mm"]) // spacing
    return [CONFIG["first_hoop_mm"] + i * spacing for i in range(min(hoops, per_side))]


class Handler(BaseHTTPRequestHandler):
    def log_message(self, fmt, *args):
        access.info("%s %s", self.command, fmt % args)

    def reply(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        for key, value in body.items():
            log.info("config: %s=%s (was %s)", key, value, CONFIG.get(key))
            CONFIG[key] = value
        self.reply(200, CONFIG)

    def do_GET(self):
        cask = self.path.split("/")[2]
        try:
            positions = hoop_positions(cask, 450 if cask == "C-140" else 900)
        except Exception:
            log.exception("GET %s failed", self.path)
            self.reply(500, {"error": "internal"})
            return
        self.reply(200, {"cask": cask, "positions": positions})


def bench():
    for n in range(1, 301):
        cask = f"C-{n:03d}"
        if n == 90:
            req = urllib.request.Request(f"http://127.0.0.1:{PORT}/config", method="POST",
                                         data=json.dumps({"short_cask_spacing_mm": 0}).encode())
            urllib.request.urlopen(req).read()
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{PORT}/casks/{cask}/hoops") as r:
                positions = json.loads(r.read())["positions"]
            print(f"bench: {cask} hoops at {positions}", flush=True)
        except urllib.error.HTTPError as e:
            print(f"bench: {cask} failed: HTTP {e.code}", flush=True)


PORT = 18794
server = HTTPServer(("127.0.0.1", PORT), Handler)
thread = threading.Thread(target=server.serve_forever, daemon=True)
thread.start()
bench()
server.shutdown()
''')

sheets = []
for n in range(1, 361):
    unit = "in" if n == 150 else "mm"
    width = round(2.75 + (n % 9) * 0.05, 2) if unit == "in" else 70 + (n * 7) % 19
    sheets.append(f"S-{n:03d},{WOODS[n % 6]},{unit},{width},{18 + n % 9}")
Path("sheets.csv").write_text("sheet,wood,unit,width,staves\n" + "\n".join(sheets) + "\n")
Path("stavecut.py").write_text('''"""The stave cutter: each sheet's staves cut to width, then the week's narrowest checked."""
import csv


def to_mm(value, unit):
    """A width in millimetres; sheets from the old saw may say inches."""
    if unit == "mm":
        return float(value)
    print(f"note: {unit} width {value} read as a count of millimetres")
    return float(value)


def cut(sheet):
    width = to_mm(sheet["width"], sheet["unit"])
    staves = int(sheet["staves"])
    print(f"cut {sheet['sheet']}: {staves} {sheet['wood']} staves at {width:.1f} mm")
    return width, staves


def check_week(widths):
    narrowest = min(widths)
    ratio = max(widths) / narrowest
    assert ratio < 1.5, f"width spread {ratio:.2f} too wide for one press"
    return ratio


def main():
    with open("sheets.csv") as f:
        sheets = list(csv.DictReader(f))
    widths = []
    for sheet in sheets:
        width, _ = cut(sheet)
        widths.append(width)
    print(f"checked {len(widths)} sheets, spread {check_week(widths):.2f}")


main()
''')
