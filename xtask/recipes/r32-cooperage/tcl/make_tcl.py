"""Round 32's Tcl input, written into this directory by `python3 make_tcl.py`: press.tcl, the hoop
press's nightly run. Early on it loads the 2019 press profile, which renames the `tension` proc to
`tension_kn`; hundreds of casks later the press for C-217 calls `tension` and the error's trace
climbs through five procs."""
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]

Path("profile-2019.tcl").write_text('''# The 2019 press profile: forces in kilonewtons.
rename tension tension_kn
puts "profile-2019: tension now in kN (tension_kn); press limit 42"
''')
casks = " ".join(f"C-{n:03d}" for n in range(1, 241))
Path("press.tcl").write_text(f'''# The hoop press: drive each cask's hoops to their seats, night by night.
proc tension {{diameter hoops}} {{
    return [expr {{$diameter * 0.8 + $hoops}}]
}}

proc seat {{cask hoop diameter}} {{
    return [expr {{$diameter - $hoop * 12}}]
}}

proc drive_hoop {{cask hoop diameter hoops}} {{
    set seat [seat $cask $hoop $diameter]
    if {{$hoops > 7}} {{
        set force [tension $diameter $hoops]
    }} else {{
        set force [expr {{$seat * 0.5}}]
    }}
    return $force
}}

proc press_cask {{cask hoops}} {{
    set total 0
    set seats {{}}
    for {{set h 1}} {{$h <= $hoops}} {{incr h}} {{
        lappend seats [seat $cask $h 620]
        set total [expr {{$total + [drive_hoop $cask $h 620 $hoops]}}]
    }}
    puts [format "%s: %d hoops seated at %s mm, force %.1f in all" $cask $hoops [join $seats /] $total]
    return $total
}}

proc press_night {{casks}} {{
    set n 0
    foreach cask $casks {{
        incr n
        if {{$n == 120}} {{
            source profile-2019.tcl
        }}
        set hoops [expr {{[scan [string range $cask 2 end] %d] == 217 ? 8 : 6}}]
        press_cask $cask $hoops
    }}
}}

press_night {{{casks}}}
''')
