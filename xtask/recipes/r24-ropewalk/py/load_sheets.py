"""Loads 120 strand sheets; sheet 88's core diameter is zero, reported through notes three levels down."""


class SheetError(Exception):
    pass


class StrandError(Exception):
    pass


def core_area(strand, diameter_mm):
    try:
        return 3.14159 * (diameter_mm / 2) ** 2 / diameter_mm
    except ZeroDivisionError as e:
        e.add_note(f"note: strand {strand} core diameter 0.0 mm in sheet row 88")
        raise


def check_strand(strand, diameter):
    try:
        return core_area(strand, diameter)
    except ArithmeticError as e:
        err = StrandError(f"strand {strand}: cannot compute core area")
        err.add_note("hint: diameters come from the strand sheet's column D")
        raise err from e


def load_sheet(n):
    strand = f"S-{200 + n:04d}"
    diameter = 0.0 if n == 88 else 8.0 + n % 5
    try:
        area = check_strand(strand, diameter)
    except StrandError as e:
        raise SheetError(f"sheet {n} rejected") from e
    print(f"sheet {n:3d}: strand {strand} diameter {diameter:4.1f} mm core factor {area:6.3f}")


for n in range(1, 121):
    load_sheet(n)
