# Loads the lamp registry into a Tcl array and prints it with parray.
for {set n 1} {$n <= 260} {incr n} {
    set id [format "L-%03d" $n]
    set lamps($id) [list order [expr {1 + $n % 4}] period [expr {5 + $n % 10}]s keeper [format "K-%02d" [expr {$n % 31}]]]
}
set lamps(L-131) [list order 3 period 15 keeper K-07]
parray lamps
