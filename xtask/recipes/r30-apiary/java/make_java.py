"""Round 30's Java inputs: the apiary limits and the classes that read them, compiled whole, then
Limits.java edited (MAX_FRAMES 10 -> 14) and only Limits recompiled, as an IDE's partial build does;
every other class keeps the value javac inlined when it was compiled."""
import os
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent
SRC = ROOT / "src" / "apiary"
YARDS = ["north", "south", "orchard", "heath", "clover", "lime", "borage", "willow", "bramble",
         "thistle", "sainfoin", "phacelia"]
LIMITS = [
    ("MAX_SUPERS", "int", "4", "Supers a hive may carry before the stand is at risk."),
    ("MIN_BROOD_FRAMES", "int", "3", "Brood frames below which a colony is flagged as weak."),
    ("SWARM_CELL_ALERT", "int", "2", "Queen cells that raise a swarm alert."),
    ("MITE_DROP_ALERT", "int", "45", "Mites dropped on the board per week that call for treatment."),
    ("SUPER_CAPACITY_KG", "double", "12.5", "Honey a full super holds."),
    ("FRAME_CAPACITY_KG", "double", "2.25", "Honey a full deep frame holds."),
    ("MOISTURE_MAX_PCT", "double", "18.6", "Moisture above which honey may ferment."),
    ("INSPECTION_DAYS", "int", "9", "Days between routine inspections."),
    ("QUEEN_AGE_YEARS", "int", "3", "Age at which a queen is replaced."),
    ("FEED_SYRUP_LITRES", "double", "1.75", "Syrup given per feed in autumn."),
    ("WINTER_STORES_KG", "double", "19.0", "Stores a colony needs going into winter."),
    ("TREATMENT_WEEKS", "int", "6", "Weeks a treatment strip stays in."),
    ("EXTRACTION_BATCH", "int", "24", "Frames spun in one extractor batch."),
    ("JAR_GRAMS", "int", "340", "Honey in one jar."),
    ("LABEL_BATCH", "int", "120", "Labels printed per sheet run."),
]
MAX_OLD, MAX_NEW = "10", "14"


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def limits(max_frames):
    body = ['package apiary;', '', '/** Limits every yard shares; changed only with the association. */',
            'public final class Limits {', '    private Limits() {}', '']
    body.append('    /** Frames a brood box takes; the new boxes take fourteen. */')
    body.append(f'    public static final int MAX_FRAMES = {max_frames};')
    for name, ty, value, doc in LIMITS:
        body.append(f'    /** {doc} */')
        body.append(f'    public static final {ty} {name} = {value};')
    body.append('}')
    return "\n".join(body) + "\n"


def main():
    write(SRC / "Limits.java", limits(MAX_OLD))
    write(SRC / "Hive.java", """package apiary;

/** One colony: its frames, supers and last counts. */
public final class Hive {
    private final String tag;
    private final int frames;
    private final int supers;
    private final int mites;

    public Hive(String tag, int frames, int supers, int mites) {
        this.tag = tag;
        this.frames = frames;
        this.supers = supers;
        this.mites = mites;
    }

    public String tag() { return tag; }

    /** A box holds at most MAX_FRAMES frames; more means a miscount at inspection. */
    public boolean framesValid() {
        return frames > 0 && frames <= Limits.MAX_FRAMES;
    }

    public boolean weak() { return frames < Limits.MIN_BROOD_FRAMES; }

    public boolean overSupered() { return supers > Limits.MAX_SUPERS; }

    public boolean needsTreatment() { return mites >= Limits.MITE_DROP_ALERT; }

    public double honeyKg() {
        return supers * Limits.SUPER_CAPACITY_KG + frames * Limits.FRAME_CAPACITY_KG / 4;
    }
}
""")
    write(SRC / "Inspection.java", """package apiary;

import java.util.ArrayList;
import java.util.List;

/** Turns a hive's counts into the inspection sheet's findings. */
public final class Inspection {
    private Inspection() {}

    public static List<String> findings(Hive hive, int queenCells, int queenAge) {
        List<String> out = new ArrayList<>();
        if (!hive.framesValid()) {
            out.add(hive.tag() + ": frame count rejected");
        }
        if (hive.weak()) {
            out.add(hive.tag() + ": weak colony");
        }
        if (queenCells >= Limits.SWARM_CELL_ALERT) {
            out.add(hive.tag() + ": swarm alert");
        }
        if (queenAge >= Limits.QUEEN_AGE_YEARS) {
            out.add(hive.tag() + ": requeen");
        }
        if (hive.needsTreatment()) {
            out.add(hive.tag() + ": treat for " + Limits.TREATMENT_WEEKS + " weeks");
        }
        return out;
    }
}
""")
    for y in YARDS:
        cls = y.capitalize() + "Yard"
        write(SRC / "yards" / f"{cls}.java", f"""package apiary.yards;

import apiary.Hive;
import apiary.Limits;

/** The {y} yard's extraction plan. */
public final class {cls} {{
    private {cls}() {{}}

    public static int batches(int frames) {{
        return (frames + Limits.EXTRACTION_BATCH - 1) / Limits.EXTRACTION_BATCH;
    }}

    public static int jars(double kg) {{
        return (int) (kg * 1000 / Limits.JAR_GRAMS);
    }}

    public static boolean winterReady(Hive hive, double storesKg) {{
        return storesKg >= Limits.WINTER_STORES_KG && !hive.weak();
    }}
}}
""")
    subprocess.run(["javac", "-d", "out"] + sorted(str(p.relative_to(ROOT)) for p in SRC.rglob("*.java")),
                   cwd=ROOT, check=True)
    write(SRC / "Limits.java", limits(MAX_NEW))
    subprocess.run(["javac", "-d", "out", "-cp", "out", "src/apiary/Limits.java"], cwd=ROOT, check=True)
    for cls in (ROOT / "out").rglob("*.class"):
        os.utime(cls, (1717243200, 1717243200))  # noon UTC: javap prints the same date from UTC-11 to UTC+11


if __name__ == "__main__":
    main()
