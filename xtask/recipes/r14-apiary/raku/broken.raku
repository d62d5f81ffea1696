# Compile-time errors: an undeclared variable and a missing closing brace.
sub harvest-total(@kg) {
    my $sum = 0;
    for @kg -> $kg {
        $summ += $kg;
    }
    return $sum;
