"""Writes orders.xml: 150 cloth orders, the 103rd with a mismatched closing tag."""
lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<orders mill=\"north\">"]
for i in range(1, 151):
    close = "</metres>" if i != 103 else "</meters>"
    lines += [
        f'  <order id="CO-{4000 + i}">',
        f"    <cloth>{['twill', 'satin', 'plain'][i % 3]} {120 + i} cm</cloth>",
        f"    <metres>{i * 7 % 90 + 10}{close}",
        "  </order>",
    ]
lines.append("</orders>")
with open("orders.xml", "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
