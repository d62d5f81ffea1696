"""Caches."""
import quayapp.api.gates
