"""Round 29's Java inputs, made afresh: the ledger module (raw types, built first), and the dye
house's classes, among them two declarations of tannery.Vat: the 2019 one left in
src/dyehouse/tannery/Vat.java (no drain, an int level) and the current one in
src/dyehouse/tannery/vat/Vat.java, with the steps that call the current Vat's methods."""
import os
import shutil

STEPS = ["Soak", "Lime", "Flesh", "Delime", "Bate", "Pickle", "Tan", "Sammy", "Split", "Shave",
         "Retan", "Dye", "Fatliquor", "Dry", "Stake", "Buff", "Finish", "Grade", "Pack", "Rinse"]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


shutil.rmtree("src", ignore_errors=True)
shutil.rmtree("out", ignore_errors=True)
write("src/dyehouse/tannery/vat/Vat.java", """package tannery;

import java.util.ArrayList;
import java.util.List;

/** A dye vat: its level in litres and the hides in it. */
public class Vat {
    private double level;
    private final List<String> hides = new ArrayList<>();

    public double level() { return level; }
    public void fill(double litres) { level += litres; }
    public double drain() { double l = level; level = 0; return l; }
    public void load(String tag) { hides.add(tag); }
    public List<String> hides() { return hides; }
}
""")
write("src/dyehouse/tannery/Vat.java", """package tannery;

import java.util.Vector;

/** The vat as the 2019 bench rig saw it (kept for the rig's replay). */
public class Vat {
    private int level;
    private Vector hides = new Vector();

    public int level() { return level; }
    public void fill(int litres) { level += litres; }
    public void load(String tag) { hides.add(tag); }
    public Vector hides() { return hides; }
}
""")
for i, s in enumerate(STEPS):
    write(f"src/dyehouse/tannery/steps/{s}Step.java", f"""package tannery.steps;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import tannery.Vat;

/** The {s.lower()} step of the line. */
public class {s}Step {{
    private final Vat vat = new Vat();
    private final List log = new ArrayList();

    public double run(String[] tags) {{
        vat.fill({100 + i * 5}.5);
        for (String tag : tags) {{
            vat.load(tag);
            log.add(tag + " at " + new Date().getHours());
        }}
        double level = vat.level();
        double drained = vat.drain();
        List<String> hides = vat.hides();
        return level + drained + hides.size();
    }}
}}
""")

for s in ["Ledger", "Invoice", "Stock", "Shift", "Roster", "Pallet", "Truck", "Gate", "Label", "Scale"]:
    write(f"src/ledger/tannery/ledger/{s}Book.java", f"""package tannery.ledger;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The {s.lower()} book. */
public class {s}Book {{
    private final List rows = new ArrayList();
    private final Map totals = new HashMap();

    public void add(String key, double value) {{
        rows.add(key);
        totals.put(key, value);
    }}

    public int size() {{ return rows.size() + totals.size(); }}
}}
""")
