"""Grades blocks in a process pool; one worker fails and the parent re-raises its traceback."""
from multiprocessing import Pool


def grade(block):
    ident, tonnes = block
    ratio = 100 / (tonnes - 4.5)
    return ident, round(ratio, 3)


if __name__ == "__main__":
    blocks = [("B-101", 8.1), ("B-102", 6.99), ("B-103", 4.5), ("B-104", 9.62)]
    with Pool(2) as pool:
        for ident, ratio in pool.map(grade, blocks):
            print(ident, ratio)
