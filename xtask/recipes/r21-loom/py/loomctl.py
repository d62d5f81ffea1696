"""The loom room's control tool: weave, thread and inspect looms."""
import argparse


def main():
    parser = argparse.ArgumentParser(prog="loomctl.py", description="Control the mill's looms.")
    parser.add_argument("--mill", default="north", help="which mill (default: north)")
    sub = parser.add_subparsers(dest="command", required=True)
    weave = sub.add_parser("weave", help="start a weave on a loom")
    weave.add_argument("loom", help="loom id, e.g. L-07")
    weave.add_argument("--pattern", choices=["plain", "twill", "satin", "herringbone"], required=True)
    weave.add_argument("--shuttle-speed", type=int, metavar="RPM", default=180)
    weave.add_argument("--picks", type=int, default=2400)
    thread = sub.add_parser("thread", help="thread a warp")
    thread.add_argument("loom")
    thread.add_argument("--ends", type=int, required=True)
    args = parser.parse_args()
    print(args)


if __name__ == "__main__":
    main()
