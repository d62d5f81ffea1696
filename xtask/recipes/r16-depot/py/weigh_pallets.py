"""Weighs the morning's 300 pallets through the legacy scale entry point."""
from depot import scale


def main():
    total = 0.0
    for pallet in range(1, 301):
        total += scale.weigh_legacy(pallet)
    print(f"weighed 300 pallets, total {total:.2f} kg")


if __name__ == "__main__":
    main()
