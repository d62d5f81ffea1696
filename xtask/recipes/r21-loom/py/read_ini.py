"""Reads the warp tensions from looms.ini."""
import configparser


def main():
    parser = configparser.ConfigParser()
    parser.read("looms.ini", encoding="utf-8")
    for section in parser.sections():
        print(section, parser[section]["warp_tension"])


if __name__ == "__main__":
    main()
