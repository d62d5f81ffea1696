"""Exports the day's bolts of cloth to bolts.csv and reads the file back."""
import csv


def export(rows, path):
    with open(path, "w", newline="") as f:
        csv.writer(f).writerows(rows)


def read_back(path):
    with open(path) as f:
        return list(csv.reader(f))


if __name__ == "__main__":
    rows = [["bolt", "cloth", "metres"]] + [[f"B-{i:04d}", "twill", 40 + i % 7] for i in range(1, 61)]
    export(rows, "bolts.csv")
    back = read_back("bolts.csv")
    print(f"exported {len(back) - 1} bolts")
