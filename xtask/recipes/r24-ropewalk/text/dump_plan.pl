#!/usr/bin/perl
# Dumps the ropewalk's winch plan with Data::Dumper (sorted keys); W-19's load limit is negative.
use strict;
use warnings;
use Data::Dumper;
$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Indent = 1;

my %plan;
for my $n (1 .. 48) {
    my $id = sprintf 'W-%02d', $n;
    $plan{$id} = {
        max_load_kn => $n == 19 ? '-4.5' : sprintf('%.1f', 20 + $n % 9 + 0.5),
        speed_m_min => 12 + $n % 5,
        brake       => { kind => 'band', torque_nm => 300 + $n },
        spools      => [ map { sprintf 'S-%d', $n * 10 + $_ } 0 .. 2 ],
        crew        => 'crew-' . ($n % 6),
    };
}
print Data::Dumper->Dump([\%plan], ['plan']);
