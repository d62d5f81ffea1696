"""berths endpoints."""
from quayapp.services import berths as svc
