"""Settings read from the environment at import time."""
import os

DATABASE_URL = os.environ["QUARRY_DB_URL"]
POOL_SIZE = int(os.environ.get("QUARRY_POOL", "4"))
