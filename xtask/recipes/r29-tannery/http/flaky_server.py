"""Round 29's flaky lot server: answers 503 to the first two requests for each path, then serves
the lot's JSON, except the renamed lot umber, whose third answer is a 404. Fixed Date and Server
headers, so curl's verbose output is the same on every run."""
import http.server
import json
import sys

LOTS = ["indigo", "walnut", "madder", "weld", "umber", "logwood", "sumac", "oakbark", "chestnut"]
seen = {}


class Handler(http.server.BaseHTTPRequestHandler):
    def version_string(self):
        return "lot-server"

    def date_time_string(self, timestamp=None):
        return "Sat, 01 Mar 2025 08:00:00 GMT"

    def log_message(self, *args):
        pass

    def send(self, code, body):
        data = body.encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        n = seen.get(self.path, 0) + 1
        seen[self.path] = n
        name = self.path.rsplit("/", 1)[-1].removesuffix(".json")
        if n <= 2:
            self.send(503, json.dumps({"error": "vat controller busy"}) + "\n")
        elif name == "umber":
            self.send(404, json.dumps({"error": "no such lot"}) + "\n")
        else:
            i = LOTS.index(name)
            self.send(200, json.dumps({"lot": name, "hides": 20 + i, "vat": f"vat-{name}"}) + "\n")


http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
