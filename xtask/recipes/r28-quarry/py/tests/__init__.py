"""Tests of the weighbridge tickets."""
