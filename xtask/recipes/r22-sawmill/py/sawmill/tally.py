"""Shift tallies."""
import datetime


class Tally:
    def __init__(self, shift, boards, grader, kiln, yard_row, stack):
        self.shift = shift
        self.boards = boards
        self.grader = grader
        self.kiln = kiln
        self.yard_row = yard_row
        self.stack = stack

    def total(self):
        return len(self.boards)

    def line(self):
        return "%s %s %d" % (self.shift, self.grader, self.total())

    def stamp(self):
        return datetime.datetime.now().strftime("%Y-%m-%d") + " " + self.line()


def merge(a, b):
    if a.shift != b.shift:
        raise Exception("different shifts")
    return Tally(a.shift, a.boards + b.boards, a.grader, a.kiln, a.yard_row, a.stack)
