; Tally functions of the weighbridge, hand-lowered.
target triple = "x86_64-pc-linux-gnu"

define i32 @tally_01(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 1
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_02(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 2
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_03(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 3
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_04(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 4
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_05(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 5
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_06(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 6
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_07(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 7
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_08(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 8
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_09(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 9
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_10(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 10
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_11(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 11
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_12(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 12
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_13(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 13
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_14(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 14
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_15(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 15
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_16(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 16
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_17(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 17
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_18(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 18
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_19(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 19
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_20(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 20
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_21(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 21
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_22(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 22
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_23(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 23
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_24(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 24
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_25(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 25
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_26(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 26
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_27(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 27
  %s = add i64 %m, %b
  ret i32 %s
}

define i32 @tally_28(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 28
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_29(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 29
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_30(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 30
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_31(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 31
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_32(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 32
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_33(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 33
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_34(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 34
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_35(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 35
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_36(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 36
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_37(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 37
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_38(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 38
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_39(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 39
  %s = add i32 %m, %b
  ret i32 %s
}

define i32 @tally_40(i32 %a, i32 %b) {
entry:
  %m = mul i32 %a, 40
  %s = add i32 %m, %b
  ret i32 %s
}
