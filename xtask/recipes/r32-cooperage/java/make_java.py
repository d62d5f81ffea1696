"""Round 32's Java input: the toasting plan, written afresh into ./toast by `python3 make_java.py`.
The day shift plans with the yard's settings; the night shift reads the 2019 oven's file too,
whose lower limit fails one heavy-plus cask long after it is printed (a chained exception)."""
import shutil
from pathlib import Path

root = Path("toast")
if root.exists():
    shutil.rmtree(root)
(root / "src/cooperage").mkdir(parents=True)
(root / "conf").mkdir()
(root / "conf/yard.properties").write_text("# North yard\noven.limit=260\ntoast.scale=celsius\n")
(root / "conf/yard-2019.properties").write_text("# Kept from the 2019 oven\noven.limit=220\n")
levels = {"light": 150, "medium": 190, "medium-plus": 205, "heavy": 220, "heavy-plus": 235}
casks = []
for n in range(1, 401):
    level = "heavy-plus" if n == 343 else list(levels)[(n * 5) % 4]
    casks.append(f"C-{n:03d}={level}")
(root / "conf/casks.properties").write_text("\n".join(casks) + "\n")
(root / "src/cooperage/Settings.java").write_text('''package cooperage;

import java.io.FileReader;
import java.io.IOException;
import java.util.Properties;

/** The yard's settings, later files overriding earlier ones. */
public final class Settings {
    private final Properties props = new Properties();

    public Settings(String... files) throws IOException {
        for (String file : files) {
            try (FileReader reader = new FileReader(file)) {
                Properties p = new Properties();
                p.load(reader);
                for (String key : p.stringPropertyNames()) {
                    System.out.println("settings: " + key + "=" + p.getProperty(key) + " (" + file + ")");
                }
                props.putAll(p);
            }
        }
    }

    public String get(String key) {
        return props.getProperty(key);
    }
}
''')
(root / "src/cooperage/ToastOven.java").write_text('''package cooperage;

/** The toasting oven: a level's temperature on the yard's scale, checked against its limit. */
public final class ToastOven {
    private final int limitC;

    public ToastOven(Settings s) {
        this.limitC = Integer.parseInt(s.get("oven.limit"));
    }

    int setpoint(int celsius) {
        return celsius;
    }

    public int plan(String cask, int celsius) {
        int t = setpoint(celsius);
        if (t > limitC) {
            throw new IllegalStateException("setpoint " + t + " above the oven's limit of " + limitC);
        }
        return t;
    }
}
''')
(root / "src/cooperage/NightPlan.java").write_text(f'''package cooperage;

import java.io.FileReader;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/** Plans the night's toasting, cask by cask. */
public final class NightPlan {{
    static final Map<String, Integer> LEVELS = Map.of({", ".join(f'"{k}", {v}' for k, v in levels.items())});

    static int planCask(ToastOven oven, String cask, String level) {{
        try {{
            return oven.plan(cask, LEVELS.get(level));
        }} catch (IllegalStateException e) {{
            throw new IllegalArgumentException("cask " + cask + " (" + level + ") cannot be toasted tonight", e);
        }}
    }}

    public static void main(String[] args) throws Exception {{
        ToastOven oven = new ToastOven(new Settings("conf/yard.properties"));
        Properties casks = new Properties();
        try (FileReader r = new FileReader("conf/casks.properties")) {{
            casks.load(r);
        }}
        Map<String, String> sorted = new TreeMap<>();
        for (String k : casks.stringPropertyNames()) sorted.put(k, casks.getProperty(k));
        try {{
            int n = 0;
            for (Map.Entry<String, String> e : sorted.entrySet()) {{
                if (++n == 181) {{
                    System.out.println("night shift: the 2019 oven");
                    oven = new ToastOven(new Settings("conf/yard.properties", "conf/yard-2019.properties"));
                }}
                int t = planCask(oven, e.getKey(), e.getValue());
                int minutes = 30 + t / 10 + (n % 7) * 3;
                System.out.println("plan: " + e.getKey() + " " + e.getValue() + " toast at " + t + " C for " + minutes + " min, rack " + (1 + n % 12) + ", slot " + (1 + n % 5));
            }}
        }} catch (IllegalArgumentException e) {{
            throw new RuntimeException("night plan stopped", e);
        }}
    }}
}}
''')
