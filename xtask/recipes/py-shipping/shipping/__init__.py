"""Parcel rating and label data for a small web shop."""
