"""Grades."""


def grade(board):
    if board.moisture > 24:
        return "REJECT"
    elif board.moisture > 19:
        return "KILN"
    elif board.knots < 3:
        return "A"
    elif board.knots < 6:
        return "B"
    else:
        return "C"


def grade_all(boards):
    result = dict()
    for i in range(len(boards)):
        result[boards[i].id] = grade(boards[i])
    return result


def summary(grades):
    counts = {}
    for g in grades.values():
        if g in counts.keys():
            counts[g] += 1
        else:
            counts[g] = 1
    return counts
