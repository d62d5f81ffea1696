# The crusher's shift: sets the jaw gap of 90 units, then sums their throughput. Run under the
# debugger with NonStop and AutoTrace, it shows which branch each unit took.
$| = 1;
my %gap;
sub set_gap {
    my ($n) = @_;
    $gap{$n} = $n == 57 ? 0 : 40 + $n % 9;
}
sub throughput {
    my ($n) = @_;
    if ($gap{$n} > 0) {
        return 600 / $gap{$n};
    }
    print "unit $n: no gap, counted as stopped\n";
    return 0;
}
set_gap($_) for 1 .. 90;
my $sum = 0;
$sum += throughput($_) for 1 .. 90;
printf "total %.1f t/h from 90 units\n", $sum;
