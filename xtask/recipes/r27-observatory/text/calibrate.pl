#!/usr/bin/perl
# Calibrates the sixty detectors: each sub sums its flat frames into the detector's total.
our %flat;
sub calibrate_01 {
    my $total = 0;
    for my $frame (@{ $flat{'F-01'} }) { $total += $frame; }
    return $total / 11;
}

sub calibrate_02 {
    my $total = 0;
    for my $frame (@{ $flat{'F-02'} }) { $total += $frame; }
    return $total / 12;
}

sub calibrate_03 {
    my $total = 0;
    for my $frame (@{ $flat{'F-03'} }) { $total += $frame; }
    return $total / 13;
}

sub calibrate_04 {
    my $total = 0;
    for my $frame (@{ $flat{'F-04'} }) { $total += $frame; }
    return $total / 14;
}

sub calibrate_05 {
    my $total = 0;
    for my $frame (@{ $flat{'F-05'} }) { $total += $frame; }
    return $total / 15;
}

sub calibrate_06 {
    my $total = 0;
    for my $frame (@{ $flat{'F-06'} }) { $total += $frame; }
    return $total / 16;
}

sub calibrate_07 {
    my $total = 0;
    for my $frame (@{ $flat{'F-07'} }) { $total += $frame; }
    return $total / 17;
}

sub calibrate_08 {
    my $total = 0;
    for my $frame (@{ $flat{'F-08'} }) { $total += $frame; }
    return $total / 18;
}

sub calibrate_09 {
    my $total = 0;
    for my $frame (@{ $flat{'F-09'} }) { $total += $frame; }
    return $total / 19;
}

sub calibrate_10 {
    my $total = 0;
    for my $frame (@{ $flat{'F-10'} }) { $total += $frame; }
    return $total / 20;
}

sub calibrate_11 {
    my $total = 0;
    for my $frame (@{ $flat{'F-11'} }) { $total += $frame; }
    return $total / 21;
}

sub calibrate_12 {
    my $total = 0;
    for my $frame (@{ $flat{'F-12'} }) { $total += $frame; }
    return $total / 22;
}

sub calibrate_13 {
    my $total = 0;
    for my $frame (@{ $flat{'F-13'} }) { $total += $frame; }
    return $total / 23;
}

sub calibrate_14 {
    my $total = 0;
    for my $frame (@{ $flat{'F-14'} }) { $total += $frame; }
    return $total / 24;
}

sub calibrate_15 {
    my $total = 0;
    for my $frame (@{ $flat{'F-15'} }) { $total += $frame; }
    return $total / 25;
}

sub calibrate_16 {
    my $total = 0;
    for my $frame (@{ $flat{'F-16'} }) { $total += $frame; }
    return $total / 26;
}

sub calibrate_17 {
    my $total = 0;
    for my $frame (@{ $flat{'F-17'} }) { $total += $frame; }
    return $total / 27;
}

sub calibrate_18 {
    my $total = 0;
    for my $frame (@{ $flat{'F-18'} }) { $total += $frame; }
    return $total / 28;
}

sub calibrate_19 {
    my $total = 0;
    for my $frame (@{ $flat{'F-19'} }) { $totl += $frame; }
    return $total / 29;
}

sub calibrate_20 {
    my $total = 0;
    for my $frame (@{ $flat{'F-20'} }) { $total += $frame; }
    return $total / 30;
}

sub calibrate_21 {
    my $total = 0;
    for my $frame (@{ $flat{'F-21'} }) { $total += $frame; }
    return $total / 31;
}

sub calibrate_22 {
    my $total = 0;
    for my $frame (@{ $flat{'F-22'} }) { $total += $frame; }
    return $total / 32;
}

sub calibrate_23 {
    my $total = 0;
    for my $frame (@{ $flat{'F-23'} }) { $total += $frame; }
    return $total / 33;
}

sub calibrate_24 {
    my $total = 0;
    for my $frame (@{ $flat{'F-24'} }) { $total += $frame; }
    return $total / 34;
}

sub calibrate_25 {
    my $total = 0;
    for my $frame (@{ $flat{'F-25'} }) { $total += $frame; }
    return $total / 35;
}

sub calibrate_26 {
    my $total = 0;
    for my $frame (@{ $flat{'F-26'} }) { $total += $frame; }
    return $total / 36;
}

sub calibrate_27 {
    my $total = 0;
    for my $frame (@{ $flat{'F-27'} }) { $total += $frame; }
    return $total / 37;
}

sub calibrate_28 {
    my $total = 0;
    for my $frame (@{ $flat{'F-28'} }) { $total += $frame; }
    return $total / 38;
}

sub calibrate_29 {
    my $total = 0;
    for my $frame (@{ $flat{'F-29'} }) { $total += $frame; }
    return $total / 39;
}

sub calibrate_30 {
    my $total = 0;
    for my $frame (@{ $flat{'F-30'} }) { $total += $frame; }
    return $total / 40;
}

sub calibrate_31 {
    my $total = 0;
    for my $frame (@{ $flat{'F-31'} }) { $total += $frame; }
    return $total / 41;
}

sub calibrate_32 {
    my $total = 0;
    for my $frame (@{ $flat{'F-32'} }) { $total += $frame; }
    return $total / 42;
}

sub calibrate_33 {
    my $total = 0;
    for my $frame (@{ $flat{'F-33'} }) { $total += $frame; }
    return $total / 43;
}

sub calibrate_34 {
    my $total = 0;
    for my $frame (@{ $flat{'F-34'} }) { $total += $frame; }
    return $total / 44;
}

sub calibrate_35 {
    my $total = 0;
    for my $frame (@{ $flat{'F-35'} }) { $total += $frame; }
    return $total / 45;
}

sub calibrate_36 {
    my $total = 0;
    for my $frame (@{ $flat{'F-36'} }) { $total += $frame; }
    return $total / 46;
}

sub calibrate_37 {
    my $total = 0;
    for my $frame (@{ $flat{'F-37'} }) { $total += $frame; }
    return $total / 47;
}

sub calibrate_38 {
    my $total = 0;
    for my $frame (@{ $flat{'F-38'} }) { $total += $frame; }
    return $total / 48;
}

sub calibrate_39 {
    my $total = 0;
    for my $frame (@{ $flat{'F-39'} }) { $total += $frame; }
    return $total / 49;
}

sub calibrate_40 {
    my $total = 0;
    for my $frame (@{ $flat{'F-40'} }) { $total += $frame; }
    return $total / 50;
}

sub calibrate_41 {
    my $total = 0;
    for my $frame (@{ $flat{'F-41'} }) { $total += $frame; }
    return $total / 51;
}

sub calibrate_42 {
    my $total = 0;
    for my $frame (@{ $flat{'F-42'} }) { $total += $frame; }
    return $total / 52;
}

sub calibrate_43 {
    my $total = 0;
    for my $frame (@{ $flat{'F-43'} }) { $total += $frame; }
    return $total / 53;
}

sub calibrate_44 {
    my $total = 0;
    for my $frame (@{ $flat{'F-44'} }) { $total += $frame; }
    return $total / 54;
}

sub calibrate_45 {
    my $total = 0;
    for my $frame (@{ $flat{'F-45'} }) { $total += $frame; }
    return $total / 55;
}

sub calibrate_46 {
    my $total = 0;
    for my $frame (@{ $flat{'F-46'} }) { $total += $frame; }
    return $total / 56;
}

sub calibrate_47 {
    my $total = 0;
    for my $frame (@{ $flat{'F-47'} }) { $total += $frame; }
    return $total / 57;
}

sub calibrate_48 {
    my $total = 0;
    for my $frame (@{ $flat{'F-48'} }) { $total += $frame; }
    return $total / 58;
}

sub calibrate_49 {
    my $total = 0;
    for my $frame (@{ $flat{'F-49'} }) { $total += $frame; }
    return $total / 59;
}

sub calibrate_50 {
    my $total = 0;
    for my $frame (@{ $flat{'F-50'} }) { $total += $frame; }
    return $total / 60;
}

sub calibrate_51 {
    my $total = 0;
    for my $frame (@{ $flat{'F-51'} }) { $total += $frame; }
    return $total / 61;
}

sub calibrate_52 {
    my $total = 0;
    for my $frame (@{ $flat{'F-52'} }) { $total += $frame; }
    return $total / 62;
}

sub calibrate_53 {
    my $total = 0;
    for my $frame (@{ $flat{'F-53'} }) { $total += $frame; }
    return $total / 63;
}

sub calibrate_54 {
    my $total = 0;
    for my $frame (@{ $flat{'F-54'} }) { $total += $frame; }
    return $total / 64;
}

sub calibrate_55 {
    my $total = 0;
    for my $frame (@{ $flat{'F-55'} }) { $total += $frame; }
    return $total / 65;
}

sub calibrate_56 {
    my $total = 0;
    for my $frame (@{ $flat{'F-56'} }) { $total += $frame; }
    return $total / 66;
}

sub calibrate_57 {
    my $total = 0;
    for my $frame (@{ $flat{'F-57'} }) { $total += $frame; }
    return $total / 67;
}

sub calibrate_58 {
    my $total = 0;
    for my $frame (@{ $flat{'F-58'} }) { $total += $frame; }
    return $total / 68;
}

sub calibrate_59 {
    my $total = 0;
    for my $frame (@{ $flat{'F-59'} }) { $total += $frame; }
    return $total / 69;
}

sub calibrate_60 {
    my $total = 0;
    for my $frame (@{ $flat{'F-60'} }) { $total += $frame; }
    return $total / 70;
}

print calibrate_01(), "\n";
