"""Board grading rules of the sawmill (round 22's unittest recordings)."""
import logging
import warnings

log = logging.getLogger("sawmill.grading")

LIMIT_PCT = 19.0


def moisture_grade(board, moisture_pct):
    """Grade a board by moisture; logs a warning over the limit."""
    if moisture_pct > LIMIT_PCT + 5:
        log.warning("%s moisture %.1f%% over %.1f%%", board, moisture_pct, LIMIT_PCT)
        return "REJECT"
    if moisture_pct > LIMIT_PCT:
        return "KILN"
    return "DRY"


def legacy_grade(board, knots):
    """The old knot grading; warns that it is deprecated, except for oak (a bug kept on purpose)."""
    if not board.startswith("OAK"):
        warnings.warn("legacy_grade is deprecated; use moisture_grade", DeprecationWarning, stacklevel=2)
    return "A" if knots < 3 else "B"
