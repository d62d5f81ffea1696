# close-month.tcl -- posts the month's entries from a CSV and prints the trial balance.
source [file join [file dirname [info script]] ledger.tcl]

foreach acct {cash bank rent utilities payroll sales} {
    ledger::open $acct [expr {$acct in {rent utilities payroll} ? "expense" : "asset"}]
}

proc post_file {path} {
    set f [open $path]
    set n 0
    while {[gets $f line] >= 0} {
        incr n
        if {$n == 1} continue
        lassign [split $line ,] date from to amount memo
        if {[catch {ledger::post $from $to $amount} err]} {
            close $f
            return -code error -errorinfo "$path:$n: $err\n    while posting \"$memo\"" "$path:$n: $err"
        }
        puts [format "%s  %-10s -> %-10s %9.2f  %s" $date $from $to $amount $memo]
    }
    close $f
}

post_file entries-2024-05.csv
puts [ledger::trial]
