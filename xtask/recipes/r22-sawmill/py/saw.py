"""A small cutting-plan run traced with `python -m trace --trackcalls`."""
import kerf


def plan(log_id, length_mm):
    boards = kerf.cut(length_mm, 2440)
    return f"{log_id}: {len(boards)} boards, offcut {kerf.offcut(length_mm, 2440)} mm"


def main():
    for i, length in enumerate([7500, 4880, 9900, 2400], start=1):
        print(plan(f"L-{i:03d}", length))
    print(kerf.summary())


if __name__ == "__main__":
    main()
