# Colony report in Raku: a class, a sub with a typed signature, a failing conversion.
class Colony {
    has Str $.name is required;
    has Int $.frames = 10;
    has Rat $.mite-rate = 0.0;
    method strength { $!frames * (1 - $!mite-rate / 100) }
}

sub report(Colony $c, Int :$week!) {
    say sprintf("%-18s week %2d  strength %.2f", $c.name, $week, $c.strength);
}

sub parse-count(Str $cell) {
    $cell.Int
}

my @colonies = Colony.new(name => 'Linden-North-07', frames => 10, mite-rate => 1.2),
               Colony.new(name => 'Heather-Ridge-02', frames => 7, mite-rate => 3.4);
report($_, week => 36) for @colonies;
my @counts = <12 9 seven 4>.map(&parse-count);
say "mites: ", @counts.sum;
