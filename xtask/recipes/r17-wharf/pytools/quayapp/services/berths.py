"""berths rules."""
from quayapp.storage import tables
