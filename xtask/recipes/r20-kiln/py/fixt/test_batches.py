"""Glaze batch tests."""


def test_batch_01(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_02(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_03(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_04(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_05(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_06(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_07(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_08(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_09(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_10(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_11(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_12(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_13(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_14(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_15(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_16(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_17(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_18(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_19(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_20(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_21(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_22(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_23(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_24(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_25(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_26(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_27(glaze_batch, cone_chart):
    glaze_batch["spilled"] = True
    assert cone_chart[6] == 1222


def test_batch_28(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_29(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_30(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_31(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_32(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_33(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_34(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_35(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_36(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_37(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200


def test_batch_38(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][2]] > 1200


def test_batch_39(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][0]] > 1200


def test_batch_40(glaze_batch, cone_chart):
    assert cone_chart[glaze_batch["cones"][1]] > 1200
