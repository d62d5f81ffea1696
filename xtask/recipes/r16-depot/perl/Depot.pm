package Depot;
use strict;
use warnings;

our $VERSION = '0.4.0';

sub new { my ($class, %args) = @_; return bless {%args}, $class }

sub bays { my ($self) = @_; return @{ $self->{bays} || [] } }

1;

__END__

=head1 NAME

Depot - the north yard's bays, scales and carriers

=head1 SYNOPSIS

  use Depot;
  my $depot = Depot->new(bays => [1 .. 4]);

=head1 METHODS

=over 4

=item new(%args)

Makes a depot. Takes C<bays>, an array reference of bay numbers.

=item bays

Returns the bay numbers, see L<Depot::Bay/"capacity>.

=head2 Carriers

The carriers are listed in L<Depot::Carrier>.

=item carriers

Returns the carrier codes: B<NRD, BAL, KST and VAL.

=back

=head1 SEE ALSO

L<Depot::Scale>, L<Depot::Sync>

=head1 NAME

=cut
