"""The cooperative's web API: one blueprint per resource, registered from a table."""
from flask import Blueprint, Flask

RESOURCES = [
    "growers", "blocks", "rows", "trees", "varieties", "scions", "deliveries", "crates", "bins",
    "pallets", "labels", "grades", "payments", "invoices", "credits", "quotas", "stores", "rooms",
    "readings", "trucks", "drivers", "dispatches", "weighbridge", "inspections", "audits", "contracts",
    "seasons", "forecasts", "sprays", "pests", "samples", "brix", "firmness", "starch", "hives",
    "pickers", "shifts", "timesheets", "vehicles", "fuel",
]


def _handler(name):
    def view(**kwargs):
        return {"view": name, "args": kwargs}

    view.__name__ = name
    return view


def create_app():
    app = Flask(__name__)
    for res in RESOURCES:
        bp = Blueprint(res, __name__, url_prefix=f"/api/v2/{res}")
        bp.add_url_rule("/", view_func=_handler("index"), methods=["GET"])
        bp.add_url_rule("/", view_func=_handler("create"), methods=["POST"])
        bp.add_url_rule("/<int:item_id>", view_func=_handler("show"), methods=["GET"])
        bp.add_url_rule("/<int:item_id>", view_func=_handler("update"), methods=["PUT", "PATCH"])
        if res != "payments":
            bp.add_url_rule("/<int:item_id>", view_func=_handler("delete"), methods=["DELETE"])
        app.register_blueprint(bp)
    app.add_url_rule("/api/v2/payments/<int:item_id>/void", view_func=_handler("void_payment"), methods=["POST"])
    app.add_url_rule("/healthz", view_func=_handler("healthz"))
    return app
