"""Parses the berth booking file with a lark grammar; one booking line is malformed."""

import sys

from lark import Lark

GRAMMAR = r"""
start: booking+
booking: "book" VESSEL "at" BERTH "from" TIME "to" TIME ("draft" NUMBER)? ";"
VESSEL: /[A-Z][A-Za-z ]+?(?= at)/
BERTH: /B-[0-9]{2}/
TIME: /[0-9]{2}:[0-9]{2}/
%import common.NUMBER
%import common.WS
%ignore WS
"""

parser = Lark(GRAMMAR, parser="lalr")
with open(sys.argv[1], encoding="utf-8") as handle:
    text = handle.read()
tree = parser.parse(text)
print(f"{len(tree.children)} bookings parsed")
