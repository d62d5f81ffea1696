"""Reminder worker: sends vaccination reminders and logs structured JSON, one object a line."""
import json
import logging
import sys
import traceback
from datetime import date, timedelta

LOG = logging.getLogger("clinic.worker")


class JsonFormatter(logging.Formatter):
    def format(self, record):
        doc = {"ts": "2024-06-03T07:00:%02d.%03dZ" % (record.relativeCreated // 1000 % 60, record.msecs),
               "level": record.levelname.lower(), "logger": record.name, "msg": record.getMessage()}
        doc.update(getattr(record, "ctx", {}))
        if record.exc_info:
            doc["error"] = {"type": record.exc_info[0].__name__, "message": str(record.exc_info[1]),
                            "stack": traceback.format_exception(*record.exc_info)}
        return json.dumps(doc, sort_keys=False)


def due(pet, today):
    last = date.fromisoformat(pet["last_vaccine"])
    return last + timedelta(days=365) <= today + timedelta(days=14)


def send(pet, channel):
    if channel == "sms" and not pet["owner"].get("phone"):
        raise ValueError(f"owner {pet['owner']['id']} has no phone number for an SMS reminder")
    return {"channel": channel, "to": pet["owner"].get("phone") or pet["owner"]["email"]}


def main(path):
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(JsonFormatter())
    logging.basicConfig(level=logging.DEBUG, handlers=[handler])
    with open(path) as f:
        pets = json.load(f)
    today = date(2024, 6, 3)
    LOG.info("reminder run started", extra={"ctx": {"run": {"id": "run-7f3a9c", "pets": len(pets), "date": str(today)}}})
    sent = failed = 0
    for pet in pets:
        ctx = {"pet": {"id": pet["id"], "species": pet["species"]}, "owner": {"id": pet["owner"]["id"]}}
        if not due(pet, today):
            LOG.debug("not due", extra={"ctx": ctx})
            continue
        try:
            receipt = send(pet, pet["owner"]["prefers"])
        except ValueError:
            failed += 1
            LOG.error("reminder failed", exc_info=True, extra={"ctx": ctx})
            continue
        sent += 1
        LOG.info("reminder sent", extra={"ctx": {**ctx, "delivery": receipt}})
    level = logging.WARNING if failed else logging.INFO
    LOG.log(level, "reminder run finished", extra={"ctx": {"run": {"id": "run-7f3a9c", "sent": sent, "failed": failed}}})
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
