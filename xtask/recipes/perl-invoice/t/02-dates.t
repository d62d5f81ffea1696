use strict;
use warnings;
use Test::More tests => 5;
use lib 'lib';
use Invoice;

my $inv = Invoice->new(number => 'INV-2');
is($inv->due_date('2024-03-10', 14), '2024-03-24', 'net 14 within the month');
is($inv->due_date('2024-03-20', 14), '2024-04-03', 'net 14 across a 31-day month');
is($inv->due_date('2024-12-20', 30), '2025-01-19', 'net 30 across the year end');
is($inv->due_date('2024-02-20', 10), '2024-03-01', 'net 10 across a leap February');
is($inv->due_date('2024-01-31', 1), '2024-02-01', 'net 1 from the last day');
