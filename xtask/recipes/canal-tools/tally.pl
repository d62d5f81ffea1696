# Tallies locks per canal from the station table (for perl -MO=Concise).
use strict;
use warnings;

my %locks;
while (my $line = <STDIN>) {
    chomp $line;
    my ($station, $n, $canal) = split /\t/, $line;
    next unless defined $canal;
    $locks{$canal} += $n if $n =~ /^\d+$/;
}
for my $canal (sort { $locks{$b} <=> $locks{$a} || $a cmp $b } keys %locks) {
    printf "%-28s %3d\n", $canal, $locks{$canal};
}
