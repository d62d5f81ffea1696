"""gates endpoints."""
from quayapp.services import gates as svc
