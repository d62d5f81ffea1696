# Writes t/NNN-face.t: 360 test files of 12 checks each; two checks fail.
use strict;
use warnings;
mkdir 't';
for my $n (1 .. 360) {
    my $file = sprintf 't/%03d-bench-%d.t', $n, $n % 7;
    open my $fh, '>', $file or die "$file: $!";
    print $fh "use strict;\nuse warnings;\nuse Test::More tests => 12;\n";
    for my $i (1 .. 12) {
        my $want = $n * $i;
        $want += 1 if ($n == 64 && $i == 9) || ($n == 117 && $i == 3);
        print $fh "is($n * $i, $want, 'bench $n: row $i tonnage');\n";
    }
    close $fh;
}
