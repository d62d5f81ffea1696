"""Kerf arithmetic for saw.py."""
KERF_MM = 4
_cuts = []


def cut(length_mm, board_mm):
    boards = []
    while length_mm >= board_mm:
        boards.append(board_mm)
        length_mm -= board_mm + KERF_MM
    _cuts.extend(boards)
    return boards


def offcut(length_mm, board_mm):
    return _remainder(length_mm, board_mm + KERF_MM)


def _remainder(a, b):
    return a % b


def summary():
    return f"total boards: {len(_cuts)}"
