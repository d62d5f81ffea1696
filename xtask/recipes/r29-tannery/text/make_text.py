"""Round 29's text inputs, made afresh: the m4 plant configuration whose site file redefines the
retention, the XML register (and a valid annex) with its schema's keys, the stock database with
its wide note index, the lot register (one lot id given twice, one parent that is no lot), the
vats and hides tables (one vat listed twice, one hide in a vat not listed), and the two INI vat
settings (see the recipes for what each output buries)."""
import os
import sqlite3

COLOURS = [
    "indigo", "walnut", "madder", "weld", "cochineal", "logwood", "sumac", "oakbark", "chestnut",
    "quebracho", "mimosa", "alum", "chrome", "tara", "valonia", "myrobalan", "saffron", "henna",
    "woad", "catechu", "fustic", "brazilwood", "alkanet", "lichen", "onionskin", "pomegranate",
    "marigold", "tansy", "goldenrod", "coreopsis", "osage", "cutch", "sandalwood", "safflower",
    "kamala", "annatto", "turmeric", "rhubarb", "elder", "nettle", "birch", "alder", "umber",
    "ochre", "sienna", "gall", "hemlock", "larch", "spruce", "willow",
]
HIDES = ["calf", "kip", "steer", "cow", "bull", "goat", "sheep", "deer", "pig", "horse"]


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def m4():
    lines = ["divert(-1)", "define(`PLANT', `north-yard')", "define(`DRUM_RPM', `12')",
             "define(`FLOAT_RATIO', `1.5')", "define(`SALT_KG', `40')", "define(`SHIFT', `early')",
             "define(`OWNER', `dyehouse')", "define(`RETENTION_DAYS', `30')",
             "define(`VAT', `[vat.$1]", "dye = $1", "litres = $2", "max_ph = $3", "site = PLANT",
             "drum_rpm = DRUM_RPM", "keep_days = RETENTION_DAYS", "')", "divert(0)dnl",
             "# generated for PLANT", ""]
    for i, c in enumerate(COLOURS):
        lines.append(f"VAT(`{c}', `{2000 + 150 * (i % 9)}', `{4 + (i % 7) * 0.5}')")
        if c == "quebracho":
            lines.append("include(`site.m4')dnl")
    lines.append("")
    write("plant.m4", "\n".join(lines))
    write("site.m4", "dnl site overrides for the north yard\n"
          "define(`RETENTION_DAYS', `3')dnl\ndefine(`PLANT', `north-yard-annex')dnl\n")


def xml():
    register("register.xml", 171, 208)
    register("annex.xml", None, None)


def register(name, bad_ref, dup):
    vats = COLOURS[:40] if bad_ref else COLOURS[10:50]
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<tannery>", "  <vats>"]
    for i, v in enumerate(vats):
        out.append(f'    <vat id="vat-{v}" litres="{2000 + 100 * (i % 11)}" dye="{v}"/>')
    out.append("  </vats>")
    out.append("  <hides>")
    tags = []
    for i in range(260):
        vat = vats[(i * 7) % len(vats)]
        tag = f"{HIDES[i % len(HIDES)].upper()}-{vats[(i * 3) % 40][:4].upper()}-{1000 + i * 13 % 997}"
        tags.append(tag)
        if i == bad_ref:
            vat = "sepia"
        if i == dup:
            tag = tags[63]
        out.append(f'    <hide tag="{tag}" vat="vat-{vat}" kind="{HIDES[i % len(HIDES)]}" '
                   f'weight="{round(8 + (i * 37 % 90) / 10, 1)}"/>')
    out.append("  </hides>")
    out.append("</tannery>")
    write(name, "\n".join(out) + "\n")
    if bad_ref is None:
        return
    def sequence(name, item, attributes):
        attrs = "".join(f'                <xs:attribute name="{n}" type="xs:{t}" use="required"/>\n'
                        for n, t in attributes)
        return (f'        <xs:element name="{name}">\n          <xs:complexType><xs:sequence>\n'
                f'            <xs:element name="{item}" maxOccurs="unbounded">\n'
                f"              <xs:complexType>\n{attrs}              </xs:complexType>\n"
                "            </xs:element>\n          </xs:sequence></xs:complexType>\n        </xs:element>\n")

    vats = sequence("vats", "vat", [("id", "string"), ("litres", "positiveInteger"), ("dye", "string")])
    hides = sequence("hides", "hide", [("tag", "string"), ("vat", "string"), ("kind", "string"),
                                       ("weight", "decimal")])
    write("register.xsd", """<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:element name="tannery">
    <xs:complexType>
      <xs:sequence>
""" + vats + hides + """      </xs:sequence>
    </xs:complexType>
    <xs:key name="vatId">
      <xs:selector xpath="vats/vat"/>
      <xs:field xpath="@id"/>
    </xs:key>
    <xs:unique name="hideTag">
      <xs:selector xpath="hides/hide"/>
      <xs:field xpath="@tag"/>
    </xs:unique>
    <xs:keyref name="hideVat" refer="vatId">
      <xs:selector xpath="hides/hide"/>
      <xs:field xpath="@vat"/>
    </xs:keyref>
  </xs:element>
</xs:schema>
""")


def dbs():
    if os.path.exists("stock.db"):
        os.remove("stock.db")
    db = sqlite3.connect("stock.db")
    db.execute("CREATE TABLE hides(id INTEGER PRIMARY KEY, tag TEXT, kind TEXT, dye TEXT, weight REAL, "
               "note TEXT)")
    db.execute("CREATE TABLE vats(name TEXT PRIMARY KEY, litres INTEGER)")
    db.execute("CREATE TABLE lots(id INTEGER PRIMARY KEY, vat TEXT, opened TEXT, hides INTEGER)")
    db.execute("CREATE INDEX hides_tag ON hides(tag)")
    db.execute("CREATE INDEX hides_note ON hides(note, dye, kind)")
    for i in range(1, 2401):
        note = (f"{HIDES[i % 10]} hide from lot {i % 97}, {COLOURS[i % 50]} bath, graded "
                f"{'ABCD'[i % 4]} by the {['morning', 'evening', 'night'][i % 3]} shift; "
                f"{'re-weighed after the drum' if i % 5 == 0 else 'weighed at intake'}")
        db.execute("INSERT INTO hides VALUES (?,?,?,?,?,?)",
                   (i, f"T{i:05d}", HIDES[i % 10], COLOURS[i % 50], 9 + i % 40 / 10, note))
    for i, c in enumerate(COLOURS):
        db.execute("INSERT INTO vats VALUES (?,?)", (c, 2000 + i * 10))
    for i in range(1, 301):
        db.execute("INSERT INTO lots VALUES (?,?,?,?)", (i, COLOURS[i % 50], "2025-03-01", 8))
    db.commit()
    db.close()


def ini():
    def render(order, moved_ph):
        out = ["; vat settings, north yard", ""]
        for i, c in order:
            out.append(f"[vat-{c}]")
            out.append(f"dye = {c}")
            out.append(f"litres = {2000 + 100 * (i % 11)}")
            out.append(f"max_ph = {moved_ph if c == 'logwood' else 4 + (i % 7) * 0.5}")
            out.append(f"float_ratio = {1 + (i % 4) * 0.25}")
            out.append(f"drum_rpm = {8 + i % 6}")
            out.append(f"temp_c = {30 + i % 9}")
            out.append(f"salt_kg = {20 + (i * 7) % 30}")
            out.append(f"owner = {['dyehouse', 'beamhouse', 'finishing'][i % 3]}")
            out.append(f"drain = {['weekly', 'daily', 'per-lot'][i % 3]}")
            out.append("")
        return out
    order = list(enumerate(COLOURS))
    old = render(order, "5.5")
    new_order = [o for o in order if o[1] != "logwood"] + [o for o in order if o[1] == "logwood"]
    new = []
    for line in render(new_order, "8.5"):
        if line.startswith("temp_c = "):
            line = "temperature_c = " + line.split(" = ")[1]
        if line.startswith("drain = "):
            line = "drain_every = " + line.split(" = ")[1]
        if line.startswith("owner = "):
            line = "team = " + line.split(" = ")[1]
        if line.startswith("float_ratio = "):
            line = "float_l_per_kg = " + line.split(" = ")[1]
        if line.startswith("drum_rpm = "):
            line = "drum_rpm = " + line.split(" = ")[1] + "  ; checked"
        new.append(line)
    write("vats-2024.ini", "\n".join(old) + "\n")
    write("vats-2025.ini", "\n".join(new) + "\n")


def lots_json():
    import json
    lots = []
    for i in range(260):
        c = COLOURS[i % 50]
        lots.append({"id": f"L-{3000 + i * 7}", "vat": f"vat-{c}", "hides": 12 + i % 17,
                     "kind": HIDES[i % 10], "weight_kg": round(180 + (i * 37 % 140) / 2, 1),
                     "state": ["drum", "dry", "graded", "shipped"][i % 4],
                     "parent": f"L-{3000 + (i - 3) * 7}" if i % 9 == 4 and i > 3 else None})
    lots[201] = dict(lots[58], vat="vat-umber", hides=31, weight_kg=402.5, state="drum")
    lots[233]["parent"] = "L-2993"
    json.dump({"yard": "north", "lots": lots}, open("lots.json", "w"), indent=2)


def csvs():
    cols = COLOURS[:20]
    vats = ["vat,litres,dye,line"] + [f"vat-{c},{2000 + i * 50},{c},{['north', 'south', 'east'][i % 3]}"
                                      for i, c in enumerate(cols)]
    vats.append("vat-tara,2400,tara,east")
    write("vats.csv", "\n".join(vats) + "\n")
    rows = ["tag,kind,vat,weight_kg,state"]
    for i in range(300):
        vat = "vat-umber" if i == 173 else f"vat-{cols[(i * 7) % 20]}"
        rows.append(f"{HIDES[i % 10].upper()}-{1000 + i * 13 % 997},{HIDES[i % 10]},{vat},"
                    f"{round(8 + (i * 37 % 90) / 10, 1)},{['drum', 'dry', 'graded'][i % 3]}")
    write("hides.csv", "\n".join(rows) + "\n")


m4()
xml()
lots_json()
csvs()
dbs()
ini()
