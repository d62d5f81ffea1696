"""Configures the quarry's loggers from a dictionary."""
import logging.config
import os

HERE = os.path.dirname(os.path.abspath(__file__))

CONFIG = {
    "version": 1,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "plain"},
        "audit": {
            "class": "logging.FileHandler",
            "formatter": "plain",
            "filename": os.path.join(HERE, "logs", "audit", "weighbridge.log"),
        },
    },
    "loggers": {"quarry.audit": {"handlers": ["audit", "console"], "level": "INFO"}},
}


def configure():
    logging.config.dictConfig(CONFIG)


if __name__ == "__main__":
    configure()
    logging.getLogger("quarry.audit").info("weighbridge online")
