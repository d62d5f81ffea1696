#!/usr/bin/perl
# Slews the telescope through the night's 300 targets; the mount driver clucks (warns with a stack) when a slew exceeds the rate limit.
use strict;
use warnings;
use Carp qw(cluck);

sub mount_move {
    my ($target, $rate) = @_;
    cluck("mount: slew to $target at $rate deg/s exceeds the 4 deg/s limit") if $rate > 4;
    return $rate;
}

sub slew_to {
    my ($target, $rate) = @_;
    return mount_move($target, $rate);
}

sub plan_slew {
    my ($n) = @_;
    my $target = sprintf 'T-%03d', ($n * 37) % 400;
    my $rate = $n == 96 ? 6.5 : 1 + ($n % 3);
    my $done = slew_to($target, $rate);
    printf "slew %03d  target %s  rate %.1f deg/s  settle %d s\n", $n, $target, $done, 5 + $n % 7;
}

$| = 1;
plan_slew($_) for 1 .. 300;
