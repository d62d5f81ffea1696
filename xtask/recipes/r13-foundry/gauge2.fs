\ Round 13's furnace gauge in Forth: a stack underflow deep in the calls.
: celsius>kelvin ( c -- k ) 273 + ;
: spread ( a b -- d ) - abs ;
: zone-delta ( a b -- k ) spread celsius>kelvin ;
: check-zones ( a b -- ) zone-delta . cr ;
650 1180 check-zones
1210 check-zones
drop drop
