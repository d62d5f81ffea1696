"""Writes the shift report; the locale lookup three calls down is deprecated (run with -W error)."""
import locale


def encoding_of_locale():
    return locale.getdefaultlocale()[1] or "ascii"


def header(shift):
    return f"shift {shift} ({encoding_of_locale()})"


def write_report(shift, rows):
    for row in rows:
        print(f"shift {shift}: spool S-{row:04d} wound {100 + row % 90} m")
    print(header(shift))


for shift in range(1, 4):
    write_report(shift, range(shift * 100, shift * 100 + 60))
