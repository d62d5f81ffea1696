#!/usr/bin/perl
# Ferry crossing tally with warnings explained (recipe for fixtures: perl -Mdiagnostics).
use strict;
use warnings;

my %capacity = (Ardmore => 40, Kilbeg => 25);
my @crossings = ("Ardmore 38", "Kilbeg 31", "Ardmore", "Rosslare 12", "Kilbeg x7");

my $total = 0;
for my $c (@crossings) {
    my ($port, $cars) = split / /, $c;
    my $cap = $capacity{$port};
    printf "%-9s %3d of %d\n", $port, $cars, $cap;
    $total += $cars;
    print "over capacity at $port\n" if $cars > $cap;
}
my @empty;
my $average = $total / scalar(@empty);
print "average $average\n";
