"""Customs declarations for cross-border shipments."""

TARIFFS = {"SE": 0.0, "NO": 0.25, "GB": 0.2, "CH": 0.08}


def duty(country, value):
    rate = TARIFFS.get(country)
    if rate is None:
        raise ValueError(f"no tariff for {country}")
    return round(value * rate, 2)


def declaration(shipment, country):
    lines = []
    for item in shipment["items"]:
        if item.get("hazardous"):
            lines.append(f"UN{item['un']} {item['name']}")
        else:
            lines.append(item["name"])
    total = sum(item["value"] for item in shipment["items"])
    return {"country": country, "lines": lines, "duty": duty(country, total)}


def exempt(shipment):
    if shipment.get("diplomatic"):
        return True
    if shipment.get("value", 0) < 150:
        return True
    return False
