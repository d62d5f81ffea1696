#!/usr/bin/perl
# Tallies litres per beer from the keg log: tab-separated keg, beer, litres (sometimes blank).
use strict;
my %litres;
my $kegs = 0;
open(my $fh, '<', $ARGV[0]) or die "cannot open $ARGV[0]: $!";
while (my $line = <$fh>) {
    chomp $line;
    my ($keg, $beer, $l) = split /\t/, $line;
    $litres{$beer} += $l;
    $kegs++;
    print "$keg $beer $l litres\n";
}
close $fh;
printf "%-6s %6.1f litres\n", $_, $litres{$_} for sort keys %litres;
print "kegs: $kegs\n";
