"""Tests of the dispatch rules."""
import pytest

from scales import weigh, weigh_kg


def test_dispatch_01():
    assert weigh(101, 1) == 100


def test_dispatch_02():
    assert weigh(102, 2) == 100


def test_dispatch_03():
    assert weigh(103, 3) == 100


def test_dispatch_04():
    assert weigh(104, 4) == 100


def test_dispatch_05():
    assert weigh(105, 5) == 100


def test_dispatch_06():
    assert weigh(106, 6) == 100


def test_dispatch_07():
    assert weigh(107, 0) == 107


def test_dispatch_08():
    assert weigh(108, 1) == 107


def test_dispatch_09():
    assert weigh(109, 2) == 107


def test_dispatch_10():
    assert weigh(110, 3) == 107


def test_dispatch_11():
    assert weigh(111, 4) == 107


def test_dispatch_12():
    assert weigh(112, 5) == 107


def test_dispatch_13():
    assert weigh(113, 6) == 107


def test_dispatch_14():
    assert weigh(114, 0) == 114


def test_dispatch_15():
    assert weigh(115, 1) == 114


def test_dispatch_16():
    assert weigh(116, 2) == 114


def test_dispatch_17():
    assert weigh(117, 3) == 114


def test_dispatch_18():
    assert weigh(118, 4) == 114


def test_dispatch_19():
    assert weigh(119, 5) == 114


def test_dispatch_20():
    assert weigh(120, 6) == 114


def test_dispatch_21():
    assert weigh(121, 0) == 121


def test_dispatch_22():
    assert weigh(122, 1) == 121


def test_dispatch_23():
    assert weigh(123, 2) == 121


def test_dispatch_24():
    assert weigh(124, 3) == 121


def test_dispatch_25():
    assert weigh(125, 4) == 121


def test_dispatch_26():
    assert weigh(126, 5) == 121


def test_dispatch_27():
    assert weigh(127, 6) == 121


def test_dispatch_28():
    assert weigh(128, 0) == 128


def test_dispatch_29():
    assert weigh(129, 1) == 128


def test_dispatch_30():
    assert weigh(130, 2) == 128


def test_dispatch_31():
    assert weigh(131, 3) == 128


def test_dispatch_32():
    assert weigh(132, 4) == 128


def test_dispatch_33():
    assert weigh(133, 5) == 128


def test_dispatch_34():
    assert weigh(134, 6) == 128


def test_dispatch_35():
    assert weigh(135, 0) == 135


def test_dispatch_36():
    assert weigh(136, 1) == 135


def test_dispatch_37():
    assert weigh(137, 2) == 135


def test_dispatch_38():
    assert weigh(138, 3) == 135


def test_dispatch_39():
    assert weigh(139, 4) == 135


def test_dispatch_40():
    assert weigh(140, 5) == 135


def test_dispatch_41():
    assert weigh(141, 6) == 135


def test_dispatch_42():
    assert weigh(142, 0) == 142


def test_dispatch_43():
    assert weigh(143, 1) == 142


def test_dispatch_44_pallet_split():
    loads = [weigh(1200 + k * 35, 310) for k in range(6)]
    assert sum(loads) == 5874.0, f"pallet split lost weight: {loads}"


def test_dispatch_45():
    assert weigh(145, 3) == 142


def test_dispatch_46():
    assert weigh(146, 4) == 142


def test_dispatch_47():
    assert weigh(147, 5) == 142


def test_dispatch_48():
    assert weigh(148, 6) == 142


def test_dispatch_49():
    assert weigh(149, 0) == 149


def test_dispatch_50():
    assert weigh(150, 1) == 149


def test_dispatch_51():
    assert weigh(151, 2) == 149


def test_dispatch_52():
    assert weigh(152, 3) == 149


def test_dispatch_53():
    assert weigh(153, 4) == 149


def test_dispatch_54():
    assert weigh(154, 5) == 149


def test_dispatch_55():
    assert weigh(155, 6) == 149


def test_dispatch_56():
    assert weigh(156, 0) == 156


def test_dispatch_57():
    assert weigh(157, 1) == 156


def test_dispatch_58():
    assert weigh(158, 2) == 156


def test_dispatch_59():
    assert weigh(159, 3) == 156


def test_dispatch_60():
    assert weigh(160, 4) == 156
