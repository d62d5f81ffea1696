"""Yard stacks."""
import os
import sys
from collections import *


class Stack:
    def __init__(self, row, stack, boards=[]):
        self.row = row
        self.stack = stack
        self.boards = boards

    def add(self, board):
        self.boards.append(board)
        return None

    def weight(self):
        total = 0
        for b in self.boards:
            total = total + b.weight
        return total

    def find(self, board_id):
        for b in self.boards:
            if b.id == board_id:
                return b
            else:
                continue


def restack(stacks, limit):
    moved = 0
    for s in stacks:
        if s.weight() > limit:
            try:
                extra = s.boards.pop()
            except:
                pass
            moved += 1
    return moved
