\ Round 13's furnace gauge in Forth: a word used before it is defined.
: celsius>kelvin ( c -- k ) 273 + ;
: zone-ok? ( c -- f ) dup 600 > swap 1250 < and ;
: check-zone ( c -- ) dup zone-ok? if celsius>kelvin . ." K ok" cr else overheat then ;
650 check-zone
1180 check-zone
