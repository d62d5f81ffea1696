package Invoice::Ledger;
use strict;
use warnings;
use Carp qw(confess);
use Invoice;

sub new { my ($class) = @_; return bless { invoices => {}, rates => { DE => 0.19, FR => 0.20, NL => 0.21 } }, $class }

sub record {
    my ($self, $invoice) = @_;
    $self->{invoices}{ $invoice->{number} } = $invoice;
}

sub rate_for {
    my ($self, $country) = @_;
    my $rate = $self->{rates}{$country};
    confess "no VAT rate for country '$country'" unless defined $rate;
    return $rate;
}

sub post {
    my ($self, $number, $country) = @_;
    my $invoice = $self->{invoices}{$number};
    return $invoice->total($self->rate_for($country));
}

sub post_all {
    my ($self, $countries) = @_;
    my %posted;
    for my $number (sort keys %{ $self->{invoices} }) {
        $posted{$number} = $self->post($number, $countries->{$number});
    }
    return \%posted;
}

1;
