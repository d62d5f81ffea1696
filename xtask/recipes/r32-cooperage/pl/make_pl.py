"""Round 32's Perl input, written into this directory by `python3 make_pl.py`: ledger.pl and its
lots file. Loading C-117 dies inside an eval, which the loader turns into a warning and an undef
cask; the weekly summary, hundreds of lines later, calls a method on it."""
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]
TOASTS = ["light", "medium", "medium-plus", "heavy"]

lots = []
for n in range(1, 301):
    lot = f"L-{n:04d}"
    lots.append(f"{lot}\t{WOODS[n % 6]}\t{20 + n % 13}")
Path("lots.tsv").write_text("\n".join(lots) + "\n")
casks = []
for n in range(1, 321):
    lot = f"L-{(n * 7) % 300 + 1:04d}"
    if n == 117:
        lot = "L-0999"
    casks.append(f"C-{n:03d}\t{lot}\t{28 + n % 5}\t{TOASTS[n % 4]}")
Path("casks.tsv").write_text("\n".join(casks) + "\n")
Path("ledger.pl").write_text(r'''#!/usr/bin/perl
# The week's cask ledger: each cask with its stave lot, then the summary by wood.
use strict;
use warnings;
$| = 1;

package Cask;
sub new { my ($class, %a) = @_; return bless {%a}, $class }
sub staves { $_[0]{staves} }
sub wood { $_[0]{lot}{wood} }
sub id { $_[0]{id} }

package main;

my %lots;
open my $lf, '<', 'lots.tsv' or die "lots.tsv: $!";
while (<$lf>) {
    chomp;
    my ($lot, $wood, $staves) = split /\t/;
    $lots{$lot} = { wood => $wood, staves => $staves };
}
close $lf;

sub load_cask {
    my ($id, $lot, $staves, $toast) = @_;
    die "no stave lot $lot for $id\n" unless $lots{$lot};
    return Cask->new(id => $id, lot => $lots{$lot}, staves => $staves, toast => $toast);
}

my @casks;
open my $cf, '<', 'casks.tsv' or die "casks.tsv: $!";
while (<$cf>) {
    chomp;
    my @f = split /\t/;
    my $cask = eval { load_cask(@f) };
    warn "ledger: skipped a cask: $@" if $@;
    push @casks, $cask;
    printf "%s  lot %s  %-12s %2d staves  %s toast\n", $f[0], $f[1], ($cask ? $cask->wood : '?'), $f[2], $f[3];
}
close $cf;

my %by_wood;
for my $i (0 .. $#casks) {
    my $cask = $casks[$i];
    $by_wood{ $cask->wood } += $cask->staves;
}
printf "%-12s %5d staves\n", $_, $by_wood{$_} for sort keys %by_wood;
''')
