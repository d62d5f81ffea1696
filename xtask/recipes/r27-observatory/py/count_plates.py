"""Counts the plates of 20 night catalogues with ElementTree.iterparse; night 13's exporter put its plates in a namespace."""
import xml.etree.ElementTree as ET

total = 0
for n in range(1, 21):
    name = f"catalogue-{n:02d}.xml"
    ns = ' xmlns="urn:observatory:plates:2"' if n == 13 else ""
    with open(name, "w") as f:
        f.write(f"<catalogue night=\"{n}\"{ns}>\n")
        for i in range(1, 16):
            f.write(f'  <plate id="P-{n:02d}{i:02d}" target="T-{(n * 23 + i) % 400:03d}" seconds="{30 + (n * i) % 90}"/>\n')
        f.write("</catalogue>\n")
    count = 0
    for _event, elem in ET.iterparse(name):
        if elem.tag == "plate":
            count += 1
            print(f"  {name}  {elem.get('id')}  target {elem.get('target')}  {elem.get('seconds')} s")
    root_tag = elem.tag
    print(f"{name}: root <{root_tag}>, {count} plates")
    total += count
print(f"{total} plates in 20 catalogues (expected 300)")
