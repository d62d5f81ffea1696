#!/usr/bin/perl
# Pan checks in nested subtests: basin, pan, sluice; one sluice width is wrong three levels down.
use strict;
use warnings;
use Test::More;

for my $basin (qw(north east south)) {
    subtest "basin $basin" => sub {
        for my $n (1 .. 25) {
            my $pan = sprintf 'P-%03d', $n;
            subtest "pan $pan" => sub {
                ok(1, "$pan crust surveyed");
                subtest 'sluice' => sub {
                    my $width = ($basin eq 'east' && $n == 17) ? 35 : 40;
                    is($width, 40, "$basin $pan sluice width (cm)");
                    ok(1, "$basin $pan gate closes");
                };
            };
        }
    };
}
done_testing();
