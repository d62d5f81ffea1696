import unittest
from unittest import mock

from dispatch import Dispatcher


class DispatchOneTest(unittest.TestCase):
    def test_sends_note(self):
        notifier = mock.Mock()
        Dispatcher(notifier).dispatch("T00042", "KX19 ABC", 22)
        notifier.send.assert_called_once_with(truck="KX19 ABC", ticket="T00042", tonnes=22, note="22 t for KX19 ABC")

    def test_overweight_load_is_split(self):
        notifier = mock.Mock()
        Dispatcher(notifier).dispatch_day([("T00043", "KX19 ABD", 34)])
        notifier.send.assert_called_once_with(truck="KX19 ABD", ticket="T00043", tonnes=34, note="34 t for KX19 ABD")


class DispatchDayTest(unittest.TestCase):
    def test_day_in_order(self):
        notifier = mock.Mock()
        loads = [(f"T{n:05d}", f"TRK-{n % 7}", 10 + n % 25) for n in range(100, 130)]
        Dispatcher(notifier).dispatch_day(loads)
        expected = [mock.call(truck=t, ticket=k, tonnes=w, note=f"{w} t for {t}") for k, t, w in loads]
        notifier.send.assert_has_calls(expected)


def make_case(n):
    def test(self):
        notifier = mock.Mock()
        Dispatcher(notifier).dispatch(f"T{n:05d}", f"TRK-{n}", n % 20 + 5)
        self.assertEqual(notifier.send.call_count, 1)
    return test


class DispatchManyTest(unittest.TestCase):
    pass


for _n in range(1, 121):
    setattr(DispatchManyTest, f"test_ticket_{_n:03d}", make_case(_n))
