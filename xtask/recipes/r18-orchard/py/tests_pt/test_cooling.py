"""Tests of the cooling rules."""
import pytest

from scales import weigh, weigh_kg


def test_cooling_01():
    assert weigh(101, 1) == 100


def test_cooling_02():
    assert weigh(102, 2) == 100


def test_cooling_03():
    assert weigh(103, 3) == 100


def test_cooling_04():
    assert weigh(104, 4) == 100


def test_cooling_05():
    assert weigh(105, 5) == 100


def test_cooling_06():
    assert weigh(106, 6) == 100


def test_cooling_07():
    assert weigh(107, 0) == 107


def test_cooling_08():
    assert weigh(108, 1) == 107


def test_cooling_09():
    assert weigh(109, 2) == 107


def test_cooling_10():
    assert weigh(110, 3) == 107


def test_cooling_11():
    assert weigh(111, 4) == 107


def test_cooling_12():
    assert weigh(112, 5) == 107


def test_cooling_13():
    assert weigh(113, 6) == 107


def test_cooling_14():
    assert weigh(114, 0) == 114


def test_cooling_15():
    assert weigh(115, 1) == 114


def test_cooling_16():
    assert weigh(116, 2) == 114


def test_cooling_17():
    assert weigh(117, 3) == 114


def test_cooling_18():
    assert weigh(118, 4) == 114


def test_cooling_19():
    assert weigh(119, 5) == 114


def test_cooling_20():
    assert weigh(120, 6) == 114


def test_cooling_21():
    assert weigh(121, 0) == 121


def test_cooling_22():
    assert weigh(122, 1) == 121


def test_cooling_23():
    assert weigh(123, 2) == 121


def test_cooling_24():
    assert weigh(124, 3) == 121


def test_cooling_25():
    assert weigh(125, 4) == 121


def test_cooling_26():
    assert weigh(126, 5) == 121


def test_cooling_27():
    assert weigh(127, 6) == 121


def test_cooling_28():
    assert weigh(128, 0) == 128


def test_cooling_29():
    assert weigh(129, 1) == 128


def test_cooling_30():
    assert weigh(130, 2) == 128


def test_cooling_31_room_7_co2():
    from scales import co2_pct
    assert co2_pct(21.0) is None
    assert weigh(20, 5) == 15


def test_cooling_32():
    assert weigh(132, 4) == 128


def test_cooling_33():
    assert weigh(133, 5) == 128


def test_cooling_34():
    assert weigh(134, 6) == 128


def test_cooling_35():
    assert weigh(135, 0) == 135


def test_cooling_36():
    assert weigh(136, 1) == 135


def test_cooling_37():
    assert weigh(137, 2) == 135


def test_cooling_38():
    assert weigh(138, 3) == 135


def test_cooling_39():
    assert weigh(139, 4) == 135


def test_cooling_40():
    assert weigh(140, 5) == 135


def test_cooling_41():
    assert weigh(141, 6) == 135


def test_cooling_42():
    assert weigh(142, 0) == 142


def test_cooling_43():
    assert weigh(143, 1) == 142


def test_cooling_44():
    assert weigh(144, 2) == 142


def test_cooling_45():
    assert weigh(145, 3) == 142


def test_cooling_46():
    assert weigh(146, 4) == 142


def test_cooling_47():
    assert weigh(147, 5) == 142


def test_cooling_48():
    assert weigh(148, 6) == 142


def test_cooling_49():
    assert weigh(149, 0) == 149


def test_cooling_50():
    assert weigh(150, 1) == 149


def test_cooling_51():
    assert weigh(151, 2) == 149


def test_cooling_52():
    assert weigh(152, 3) == 149


def test_cooling_53():
    assert weigh(153, 4) == 149


def test_cooling_54():
    assert weigh(154, 5) == 149


def test_cooling_55():
    assert weigh(155, 6) == 149


def test_cooling_56():
    assert weigh(156, 0) == 156


def test_cooling_57():
    assert weigh(157, 1) == 156


def test_cooling_58():
    assert weigh(158, 2) == 156


def test_cooling_59():
    assert weigh(159, 3) == 156


def test_cooling_60():
    assert weigh(160, 4) == 156
