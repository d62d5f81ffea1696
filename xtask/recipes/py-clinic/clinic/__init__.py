"""Appointment booking for a small veterinary clinic."""
