"""Damages a copy of label.pdf: a stream's /Length is wrong and one xref offset points nowhere."""
import re

data = open("label.pdf", "rb").read()
data = re.sub(rb"/Length (\d+)", lambda m: b"/Length " + str(int(m.group(1)) + 40).encode(), data, count=1)
data = data.replace(b"0000000721 00000 n", b"0000000099 00000 n", 1)
open("damaged.pdf", "wb").write(data)
