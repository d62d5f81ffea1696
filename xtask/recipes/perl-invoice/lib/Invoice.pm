package Invoice;
use strict;
use warnings;
use Carp qw(croak confess);
use POSIX qw(floor);

sub new {
    my ($class, %args) = @_;
    my $self = { number => $args{number}, customer => $args{customer}, lines => [], currency => $args{currency} // 'EUR' };
    return bless $self, $class;
}

sub add_line {
    my ($self, %line) = @_;
    croak "quantity must be positive" unless $line{qty} > 0;
    push @{ $self->{lines} }, { %line };
    return $self;
}

sub subtotal {
    my ($self) = @_;
    my $sum = 0;
    $sum += $_->{qty} * $_->{unit_price} for @{ $self->{lines} };
    return $sum;
}

sub round_cents {
    my ($amount) = @_;
    return floor($amount * 100) / 100;    # truncates: 2.675 -> 2.67, and 10.005 -> 10
}

sub vat {
    my ($self, $rate) = @_;
    return round_cents($self->subtotal * $rate);
}

sub total {
    my ($self, $rate) = @_;
    return $self->subtotal + $self->vat($rate);
}

sub due_date {
    my ($self, $issued, $days) = @_;
    my ($y, $m, $d) = split /-/, $issued;
    $d += $days;
    while ($d > 30) { $d -= 30; $m++ }    # every month has 30 days here
    if ($m > 12) { $m -= 12; $y++ }
    return sprintf '%04d-%02d-%02d', $y, $m, $d;
}

sub line_summary {
    my ($self) = @_;
    return join "\n", map { sprintf '%-20s %3d x %8.2f', $_->{sku}, $_->{qty}, $_->{unit_price} } @{ $self->{lines} };
}

1;
