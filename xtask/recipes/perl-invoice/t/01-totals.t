use strict;
use warnings;
use Test::More;
use lib 'lib';
use Invoice;

my $inv = Invoice->new(number => 'INV-1', customer => 'Acme');
$inv->add_line(sku => 'PAPER-A4-500', qty => 12, unit_price => 4.35);
$inv->add_line(sku => 'TONER-HP-59A', qty => 2, unit_price => 89.90);

is($inv->subtotal, 232.0, 'subtotal of two lines');
is($inv->vat(0.19), 44.08, 'VAT at 19% rounds to the cent');
is($inv->total(0.19), 276.08, 'total is subtotal plus VAT');
is(Invoice::round_cents(2.675), 2.68, 'round_cents rounds half up');
is(Invoice::round_cents(10.004), 10.0, 'round_cents drops a tenth of a cent');
ok(!eval { $inv->add_line(sku => 'X', qty => 0, unit_price => 1); 1 }, 'zero quantity is refused');
like($@, qr/quantity must be positive/, 'with a message');
done_testing;
