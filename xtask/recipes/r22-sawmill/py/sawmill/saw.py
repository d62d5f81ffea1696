"""Saw lines."""
KERF = 4


def cut(length, board):
    boards = []
    while length >= board:
        boards.append(board)
        length -= board + KERF
    return boards


def offcuts(logs, board):
    out = []
    for log in logs:
        rest = log
        while rest >= board:
            rest -= board + KERF
        out.append(rest)
    return out


def plan(logs, board, KERF=KERF):
    return [cut(l, board) for l in logs]
