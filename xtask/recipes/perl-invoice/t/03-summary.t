use strict;
use warnings;
use Test::More;
use lib 'lib';
use Invoice;

my $inv = Invoice->new(number => 'INV-3', customer => 'Acme', currency => 'CHF');
$inv->add_line(sku => 'PAPER-A4-500', qty => 12, unit_price => 4.35);
is($inv->{currency}, 'CHF', 'currency is kept');
is_deeply(
    [ map { $_->{sku} } @{ $inv->{lines} } ],
    ['PAPER-A4-500'],
    'lines keep their SKU',
);
is_deeply(
    { %{ $inv->{lines}[0] } },
    { sku => 'PAPER-A4-500', qty => 12, unit_price => 4.35, discount => 0 },
    'a line gets a default discount',
);
is($inv->line_summary, 'PAPER-A4-500          12 x     4.35', 'summary line layout');
done_testing;
