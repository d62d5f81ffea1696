#!/usr/bin/perl
use strict;
use warnings;
use lib 'lib';
use Invoice;
use Invoice::Ledger;

my $ledger = Invoice::Ledger->new;
my %country = (
    'INV-2024-0408' => 'DE', 'INV-2024-0409' => 'FR', 'INV-2024-0410' => 'NL', 'INV-2024-0411' => 'DE',
    'INV-2024-0412' => 'FR', 'INV-2024-0413' => 'NL', 'INV-2024-0414' => 'BE', 'INV-2024-0415' => 'DE',
);
for my $number (sort keys %country) {
    my $inv = Invoice->new(number => $number, customer => "customer of $number");
    $inv->add_line(sku => 'PAPER-A4-500', qty => 12, unit_price => 4.35);
    $inv->add_line(sku => 'TONER-HP-59A', qty => 2, unit_price => 89.90);
    $ledger->record($inv);
}
for my $number (sort keys %country) {
    printf "posted %s (%s): %.2f\n", $number, $country{$number}, $ledger->post($number, $country{$number});
}
my $posted = $ledger->post_all(\%country);
