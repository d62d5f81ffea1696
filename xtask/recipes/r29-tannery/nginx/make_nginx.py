"""Round 29's lot gateway, made afresh: nginx.conf including a site file per lot, and a legacy site
file, sorted after them, that declares walnut's server name a second time on the same port
(nginx keeps the first and ignores the second, pointing at the old root)."""
import os
import shutil

LOTS = ["alkanet", "alum", "brazilwood", "catechu", "chestnut", "chrome", "cochineal", "fustic",
        "henna", "indigo", "lichen", "logwood", "madder", "mimosa", "myrobalan", "oakbark",
        "quebracho", "saffron", "sumac", "tara", "valonia", "walnut", "weld", "woad"]

shutil.rmtree("conf.d", ignore_errors=True)
os.makedirs("conf.d", exist_ok=True)
os.makedirs("tmp", exist_ok=True)
open("nginx.conf", "w").write("""worker_processes 2;
pid nginx.pid;
error_log stderr warn;

events {
    worker_connections 256;
}

http {
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path tmp;
    proxy_temp_path tmp;
    fastcgi_temp_path tmp;
    uwsgi_temp_path tmp;
    scgi_temp_path tmp;
    sendfile on;
    keepalive_timeout 65;
    include conf.d/*.conf;
}
""")


def site(name, root, port):
    return f"""server {{
    listen 8080;
    server_name {name}.north-yard.example;
    root {root};

    location / {{
        try_files $uri $uri/ =404;
    }}

    location /api/ {{
        proxy_pass http://127.0.0.1:{port}/;
        proxy_set_header Host $host;
        proxy_read_timeout 30s;
    }}

    location /labels/ {{
        alias {root}/labels/;
        expires 1h;
    }}
}}
"""


for i, lot in enumerate(LOTS):
    open(f"conf.d/lot-{lot}.conf", "w").write(f"# The {lot} lot's pages and API.\n" + site(lot, f"/srv/lots/{lot}", 9100 + i))
open("conf.d/zz-legacy.conf", "w").write("# Pages of the 2019 lot viewer, kept for the audit.\n"
                                        + site("walnut", "/srv/legacy/walnut", 9000)
                                        + site("archive", "/srv/legacy/archive", 9001))
