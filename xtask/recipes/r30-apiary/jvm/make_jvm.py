"""Round 30's JVM inputs: the weighing run, which reads each yard's stand weights through
apiary.Registry. Registry's static initialiser parses registry.properties, whose heath span is
written with a decimal comma; the first use throws ExceptionInInitializerError with that cause, and
every later use throws NoClassDefFoundError ("Could not initialize class") without it."""
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent
YARDS = ["north", "south", "orchard", "heath", "clover", "lime", "borage", "willow", "bramble",
         "thistle", "sainfoin", "phacelia"]


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def main():
    props = ["# Stand spans per yard, from the spring calibration."]
    for i, y in enumerate(YARDS):
        span = f"1,{i * 13 % 100:02d}" if y == "heath" else f"1.{i * 13 % 100:02d}"
        props.append(f"span.{y}={span}")
        props.append(f"offset.{y}={i * 7}")
    write(ROOT / "registry.properties", "\n".join(props) + "\n")
    write(ROOT / "src/apiary/Registry.java", """package apiary;

import java.io.FileReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/** Stand spans and offsets, read once from registry.properties. */
public final class Registry {
    private static final Map<String, Double> SPANS = new HashMap<>();
    private static final Map<String, Integer> OFFSETS = new HashMap<>();

    static {
        Properties p = new Properties();
        try (FileReader in = new FileReader("registry.properties")) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String key : p.stringPropertyNames()) {
            String yard = key.substring(key.indexOf('.') + 1);
            if (key.startsWith("span.")) {
                SPANS.put(yard, Double.parseDouble(p.getProperty(key)));
            } else {
                OFFSETS.put(yard, Integer.parseInt(p.getProperty(key)));
            }
        }
    }

    private Registry() {}

    public static double kg(String yard, int raw) {
        return (raw - OFFSETS.get(yard)) * SPANS.get(yard) / 1000;
    }
}
""")
    hives = ", ".join(f'"{y}"' for y in YARDS)
    write(ROOT / "src/apiary/Weighing.java", f"""package apiary;

/** The evening weighing: every stand of every yard, each failure printed and the run goes on. */
public final class Weighing {{
    private static final String[] YARDS = {{{hives}}};

    private Weighing() {{}}

    static double weigh(String yard, int stand) {{
        return Stands.read(yard, stand);
    }}

    public static void main(String[] args) {{
        int failed = 0;
        for (String yard : YARDS) {{
            for (int stand = 1; stand <= 4; stand++) {{
                try {{
                    weigh(yard, stand);
                }} catch (Throwable t) {{
                    failed++;
                    t.printStackTrace();
                }}
            }}
        }}
        if (failed > 0) {{
            System.exit(1);
        }}
    }}
}}
""")
    write(ROOT / "src/apiary/Stands.java", """package apiary;

/** Raw readings of the stands' load cells, converted through the registry. */
final class Stands {
    private Stands() {}

    static double read(String yard, int stand) {
        int raw = 20000 + yard.length() * 1000 + stand * 37;
        return Registry.kg(yard, raw);
    }
}
""")
    subprocess.run(["javac", "-d", "out", "src/apiary/Registry.java", "src/apiary/Stands.java", "src/apiary/Weighing.java"],
                   cwd=ROOT, check=True)


if __name__ == "__main__":
    main()
