# Prints the paraffin report with a Perl format; a value too wide for its field prints as hashes.
use strict;
use warnings;
our ($station, $keeper, $litres, $hours);
format STDOUT_TOP =
Station  Keeper   Litres  Hours
-------  ------  -------  -----
.
format STDOUT =
@<<<<<<  @<<<<<  @###.##  @####
$station, $keeper, $litres, $hours
.
$= = 100000;
for my $n (1 .. 340) {
    ($station, $keeper) = (sprintf("S-%03d", $n), sprintf("K-%02d", $n % 31));
    $litres = 40 + ($n % 13) * 1.25;
    $hours = 300 + $n * 3;
    $litres = 12840.5 if $n == 187;
    write;
}
