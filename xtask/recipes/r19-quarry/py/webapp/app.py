"""The weighbridge web app (a bare WSGI callable)."""
from webapp import settings


def app(environ, start_response):
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [settings.DATABASE_URL.encode()]
