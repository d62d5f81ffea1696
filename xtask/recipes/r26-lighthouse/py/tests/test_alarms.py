"""Alarm message tests: 200 cases of assertRaisesRegex."""
import unittest


class LampOffline(Exception):
    pass


def raise_offline(n):
    word = "off-line" if n == 88 else "offline"
    raise LampOffline(f"lamp L-{n} {word} since the last watch")


class AlarmTest(unittest.TestCase):
    pass


for n in range(1, 201):
    def case(self, n=n):
        with self.assertRaisesRegex(LampOffline, r"lamp L-\d+ offline since"):
            raise_offline(n)
    case.__name__ = f"test_alarm_{n:03d}"
    setattr(AlarmTest, case.__name__, case)
