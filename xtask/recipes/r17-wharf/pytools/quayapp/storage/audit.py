"""Audit trail; reaches up into the services layer for the berth rules."""
from quayapp.services.berths import tables
