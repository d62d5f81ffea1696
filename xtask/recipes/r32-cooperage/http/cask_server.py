"""Round 32's loopback server for curl: the cask register on 127.0.0.1, basic auth for every cask,
each cask with its full workshop history.
C-117 moved to the v2 register and is redirected there by the name `localhost`, so a client that
keeps its credentials for the host it was given sends none after the redirect. Fixed Date and
Server headers. Usage: python3 cask_server.py PORT"""
import base64
import json
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]
TOASTS = ["light", "medium", "medium-plus", "heavy"]
COOPERS = ["Aubert", "Bellamy", "Corbin", "Delorme", "Esnault", "Fabre", "Guerin", "Hardy"]
STEPS = [f"{what} {k}" for k in range(1, 9) for what in ("raise stave", "steam", "bend", "toast", "hoop", "seal")]
PORT = int(sys.argv[1])
AUTH = "Basic " + base64.b64encode(b"press:oak-42").decode()


class Handler(BaseHTTPRequestHandler):
    def version_string(self):
        return "cask-register/2.3"

    def date_time_string(self, timestamp=None):
        return "Wed, 31 Dec 2025 12:00:00 GMT"

    def log_message(self, fmt, *args):
        pass

    def send(self, status, body, headers=()):
        data = json.dumps(body, indent=2).encode() + b"\n"
        self.send_response(status)
        for k, v in headers:
            self.send_header(k, v)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.headers.get("Authorization") != AUTH:
            self.send(401, {"error": "authentication required", "realm": "cask register"},
                      [("WWW-Authenticate", 'Basic realm="cask register"')])
            return
        parts = self.path.strip("/").split("/")
        cask = parts[-1]
        if cask == "C-117" and parts[0] != "v2":
            self.send(301, {"moved": f"/v2/casks/{cask}"}, [("Location", f"http://localhost:{PORT}/v2/casks/{cask}")])
            return
        n = int(cask[2:])
        self.send(200, {"cask": cask, "wood": WOODS[n % 6], "staves": 28 + n % 5, "hoops": 6 + n % 3,
                        "toast": TOASTS[n % 4], "litres": 225 + (n % 4) * 75, "cooper": "bench-%d" % (n % 8 + 1),
                        "history": [{"step": s, "bench": f"bench-{(n + k) % 8 + 1}", "cooper": COOPERS[(n + k) % 8],
                                     "minutes": 10 + (n * k) % 50, "done": True}
                                    for k, s in enumerate(STEPS)]})


HTTPServer(("127.0.0.1", PORT), Handler).serve_forever()
