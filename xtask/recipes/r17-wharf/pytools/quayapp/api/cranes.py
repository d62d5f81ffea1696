"""cranes endpoints."""
from quayapp.services import cranes as svc
