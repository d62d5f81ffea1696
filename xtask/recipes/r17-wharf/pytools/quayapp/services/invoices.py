"""invoices rules."""
from quayapp.storage import tables
from quayapp.legacy import billing
