"""invoices endpoints."""
from quayapp.services import invoices as svc
