"""gates rules."""
from quayapp.storage import tables
