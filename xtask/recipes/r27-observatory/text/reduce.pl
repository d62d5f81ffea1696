#!/usr/bin/perl
# Reduces the night's plates: opens each plate file, applies the dark frame, writes the reduced plate.
use strict;
use warnings;

my %dark = map { ("D-$_" => 100 + $_ * 3) } 1 .. 40;

sub reduce_plate_1 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-1"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_2 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-2"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_3 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-3"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_4 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-4"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_5 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-5"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_6 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-6"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_7 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-7"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_8 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-8"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_9 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-9"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_10 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-10"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_11 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-11"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_12 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-12"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_13 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-13"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_14 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-14"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_15 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-15"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_16 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-16"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_17 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-17"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_18 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-18"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_19 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-19"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_20 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-20"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_21 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-21"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_22 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-22"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_23 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-23"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_24 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-24"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_25 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-25"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_26 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-26"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_27 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-27"} // 0;
    open my $in, '<', $plate || die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_28 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-28"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_29 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-29"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_30 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-30"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_31 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-31"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_32 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-32"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_33 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-33"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_34 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-34"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_35 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-35"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_36 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-36"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_37 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-37"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_38 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-38"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_39 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-39"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}

sub reduce_plate_40 {
    my ($plate, $out) = @_;
    my $level = $dark{"D-40"} // 0;
    open(my $in, '<', $plate) or die "cannot open $plate: $!";
    my @rows = map { [ map { $_ - $level } split /,/ ] } <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\n" for @rows;
    return scalar @rows;
}
