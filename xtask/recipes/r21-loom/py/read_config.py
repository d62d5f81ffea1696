"""Loads the loom room's configuration and prints each loom's shuttle speed."""
import tomllib


def load(path):
    with open(path, "rb") as f:
        return tomllib.load(f)


def main():
    config = load("loom.toml")
    for loom, spec in config["looms"].items():
        print(loom, spec["shuttle_rpm"])


if __name__ == "__main__":
    main()
