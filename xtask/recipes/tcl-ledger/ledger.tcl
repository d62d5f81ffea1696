# ledger.tcl -- double-entry ledger helpers.
namespace eval ledger {
    variable accounts [dict create]
}

proc ledger::open {name {kind asset}} {
    variable accounts
    if {[dict exists $accounts $name]} {
        error "account $name already open"
    }
    dict set accounts $name [dict create kind $kind balance 0]
}

proc ledger::post {from to amount} {
    variable accounts
    if {![string is double -strict $amount]} {
        error "amount must be a number, got \"$amount\""
    }
    foreach acct [list $from $to] {
        if {![dict exists $accounts $acct]} {
            error "no account named $acct"
        }
    }
    dict set accounts $from balance [expr {[dict get $accounts $from balance] - $amount}]
    dict set accounts $to balance [expr {[dict get $accounts $to balance] + $amount}]
}

proc ledger::balance {name} {
    variable accounts
    return [format %.2f [dict get $accounts $name balance]]
}

proc ledger::reset {} {
    variable accounts
    set accounts [dict create]
}

proc ledger::trial {} {
    variable accounts
    set lines {}
    foreach name [lsort [dict keys $accounts]] {
        lappend lines [format "%-12s %10.2f" $name [dict get $accounts $name balance]]
    }
    return [join $lines \n]
}

# Splits an amount into n shares that add up to it (the last share takes the remainder).
proc ledger::split {amount n} {
    set share [expr {int($amount * 100 / $n) / 100.0}]
    set shares [lrepeat [expr {$n - 1}] $share]
    lappend shares [expr {$amount - $share * ($n - 1)}]
    return $shares
}
