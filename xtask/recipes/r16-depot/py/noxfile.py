"""The depot's nox sessions, run without virtualenvs against the current interpreter."""
import nox

nox.options.default_venv_backend = "none"
nox.options.sessions = ["compile", "weigh", "routes", "export"]


@nox.session
def compile(session):
    session.run("python", "-m", "compileall", "-q", "depot")


@nox.session
def weigh(session):
    session.run("python", "weigh_pallets.py", silent=True)


@nox.session
def routes(session):
    session.run("python", "-m", "unittest", "test_routes")


@nox.session
def export(session):
    session.run("python", "export_manifest.py")
