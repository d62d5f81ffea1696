#!/usr/bin/perl
# The cellar's fermenter table against the brewer's sheet: 240 single checks, then the whole table.
use strict;
use warnings;
use Test::More;

my %cellar;
for my $n (1 .. 24) {
    my $fv = sprintf 'FV-%02d', $n;
    $cellar{$fv} = { batch => "B-" . (4000 + $n), temp => ($n % 4 ? 18.5 : 11.0),
                     readings => [1.050, 1.046, 1.042, 1.038], crash => 2.0 };
}
my %sheet = map { $_ => { %{ $cellar{$_} }, readings => [ @{ $cellar{$_}{readings} } ] } } keys %cellar;
$cellar{'FV-19'}{readings}[2] = 1.044;

for my $i (1 .. 240) {
    my $fv = sprintf 'FV-%02d', ($i % 24) + 1;
    ok(exists $cellar{$fv}{batch}, "check $i: $fv has a batch");
}
is_deeply(\%cellar, \%sheet, 'cellar matches the brewer\'s sheet');
done_testing();
