"""Every re-weighed ticket must equal the ticket issued at the weighbridge (one test per ticket)."""
import unittest

from tickets import issued, reweighed


class ReweighTest(unittest.TestCase):
    pass


def make(n):
    def test(self):
        self.assertEqual(reweighed(n), issued(n))
    return test


for _n in range(1, 241):
    setattr(ReweighTest, f"test_ticket_{_n:03d}", make(_n))
