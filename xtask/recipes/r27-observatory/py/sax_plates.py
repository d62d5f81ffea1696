"""Reads twelve plate catalogues with xml.sax, printing each plate; one catalogue has a mismatched tag."""
import xml.sax


class Plates(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.count = 0

    def startElement(self, name, attrs):
        if name == "plate":
            self.count += 1
            print(f"  plate {attrs['id']}  target {attrs['target']}  filter {attrs['filter']}  exposure {attrs['exp']} s")


def catalogue(n):
    rows = []
    for i in range(1, 31):
        pid = f"P-{n:02d}{i:02d}"
        rows.append(f'  <plate id="{pid}" target="T-{(n * 31 + i) % 400:03d}" filter="{"UBVRI"[i % 5]}" exp="{30 + (i * 7) % 90}"/>')
        if n == 5 and i == 17:
            rows.append('  <note>guider lost lock<note>')
    return "<catalogue night=\"%02d\">\n%s\n</catalogue>\n" % (n, "\n".join(rows))


total = 0
for n in range(1, 13):
    name = f"night-{n:02d}.xml"
    with open(name, "w") as f:
        f.write(catalogue(n))
    handler = Plates()
    print(f"{name}:")
    try:
        xml.sax.parse(name, handler)
    except xml.sax.SAXParseException as err:
        print(f"  {name}: parse failed after {handler.count} plates: {err}")
    total += handler.count
    print(f"  {handler.count} plates")
print(f"{total} plates read from 12 catalogues")
