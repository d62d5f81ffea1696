# Dumps the station inventory as pretty, key-sorted JSON (JSON::PP); one lamp deep inside is dark.
use strict;
use warnings;
use JSON::PP;
my @stations;
for my $s (1 .. 40) {
    my @lamps;
    for my $l (1 .. 3) {
        my $state = ($s == 27 && $l == 2) ? 'dark' : 'lit';
        push @lamps, { id => sprintf("L-%03d-%d", $s, $l), state => $state, mantle_c => 760 + ($s * 7 + $l) % 40 };
    }
    push @stations, { id => sprintf("S-%03d", $s), keeper => sprintf("K-%02d", $s % 31), lamps => \@lamps };
}
print JSON::PP->new->pretty->canonical->encode({ region => 'north-east', stations => \@stations });
