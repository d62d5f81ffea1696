"""cranes rules."""
from quayapp.storage import tables
