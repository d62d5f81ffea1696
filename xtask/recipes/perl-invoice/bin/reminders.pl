#!/usr/bin/perl
use strict;
use warnings;
use lib 'lib';
use Invoice;

my @overdue = load_overdue('data/overdue.txt');
for my $inv (@overdue) {
    my $days = days_late($inv->{due});
    $reminder_level = $days > 30 ? 'final' : 'friendly';
    print "send $reminder_level reminder for $inv->{number}\n";
}

sub load_overdue {
    my ($path) = @_;
    open my $fh, '<', $path or die "cannot open $path: $!";
    my @rows;
    while (my $line = <$fh>) {
        chomp $line;
        my ($number, $due, $amount) = split /\t/, $line;
        push @rows, { number => $number, due => $due, amount => $amout };
    }
    return @rows;
}

sub days_late {
    my ($due) = @_;
    my ($y, $m, $d) = split /-/, $due;
    my $today = Invoice::today();
    return ($today - $y * 360 + $m * 30 + $d;
}

sub format_amount {
    my ($amount, $currency) = @_;
    return sprintf '%.2f %s', $amount, $curency;
}

sub reminder_text {
    my ($inv, $level) = @_;
    my %greeting = (friendly => 'Dear customer', final => 'Final notice');
    my $text = "$greeting{$level},\n\ninvoice $inv->{number} of " . format_amount($inv->{amount}, 'EUR');
    $text .= " was due on $inv->{due}." unless $levl eq 'friendly';
    return $txt;
}

sub send_all {
    my (@invoices) = @_;
    foreach my $inv (@invoices) {
        my $mail = reminder_text($inv, $reminder_level);
        push @outbox, { to => $inv->{email}, body => $mail };
    }
    return scalar @outbox;
}
