"""Writes reduce.pl: forty plate-reduction subs, one of which (27) opens its plate with `||` where `or` was meant."""
HEAD = """#!/usr/bin/perl
# Reduces the night's plates: opens each plate file, applies the dark frame, writes the reduced plate.
use strict;
use warnings;

my %dark = map { ("D-$_" => 100 + $_ * 3) } 1 .. 40;
"""
SUB = """
sub reduce_plate_{n} {{
    my ($plate, $out) = @_;
    my $level = $dark{{"D-{n}"}} // 0;
    {open_line}
    my @rows = map {{ [ map {{ $_ - $level }} split /,/ ] }} <$in>;
    close $in;
    open(my $fh, '>', $out) or die "cannot write $out: $!";
    print $fh join(',', @$_), "\\n" for @rows;
    return scalar @rows;
}}
"""
OPEN = "open(my $in, '<', $plate) or die \"cannot open $plate: $!\";"
OPEN_27 = "open my $in, '<', $plate || die \"cannot open $plate: $!\";"
with open("reduce.pl", "w") as f:
    f.write(HEAD)
    for n in range(1, 41):
        f.write(SUB.format(n=n, open_line=OPEN_27 if n == 27 else OPEN))
