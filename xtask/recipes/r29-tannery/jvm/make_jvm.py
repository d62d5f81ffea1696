"""Round 29's JVM sources: today's Vat (with drain), the 2019 Vat (without), and the line, which
probes a vat first and then runs its steps, each with a bit of the JDK (dates, formats, streams);
the retan step drains its vat."""
import os

STEPS = ["Soak", "Lime", "Flesh", "Delime", "Bate", "Pickle", "Tan", "Sammy", "Split", "Shave",
         "Retan", "Dye", "Fatliquor", "Dry"]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


write("src/vat/tannery/Vat.java", "package tannery;\n\npublic class Vat {\n    private double level;\n"
      "    public void fill(double litres) { level += litres; }\n    public double level() { return level; }\n"
      "    public double drain() { double l = level; level = 0; return l; }\n}\n")
write("src/compat/tannery/Vat.java", "package tannery;\n\npublic class Vat {\n    private double level;\n"
      "    public void fill(double litres) { level += litres; }\n    public double level() { return level; }\n}\n")
EXTRA = [
    "total += java.time.Duration.ofMinutes(40 + hides.size()).toSeconds() / 60.0;",
    "total += Double.parseDouble(String.format(java.util.Locale.ROOT, \"%.2f\", total / 3));",
    "total += new java.math.BigDecimal(total).setScale(1, java.math.RoundingMode.HALF_UP).doubleValue();",
    "total += java.util.regex.Pattern.compile(\"[a-z]+\").matcher(hides.get(0)).matches() ? 1 : 0;",
    "total += hides.stream().collect(java.util.stream.Collectors.joining(\",\")).length();",
    "total += java.time.LocalDate.of(2025, 3, 1).plusDays(hides.size()).getDayOfMonth();",
    "total += java.util.UUID.nameUUIDFromBytes(hides.get(0).getBytes()).toString().length();",
    "total += new java.util.concurrent.ConcurrentHashMap<String, Double>(java.util.Map.of(\"k\", total)).size();",
    "total += java.time.format.DateTimeFormatter.ISO_LOCAL_DATE.format(java.time.LocalDate.of(2025, 3, 2)).length();",
    "total += java.util.Base64.getEncoder().encodeToString(hides.get(1).getBytes()).length();",
    "total += new java.util.StringJoiner(\"|\").add(hides.get(2)).toString().length();",
    "total += java.util.zip.CRC32.class.getSimpleName().length();",
    "total += java.text.NumberFormat.getInstance(java.util.Locale.ROOT).format(total).length();",
    "total += java.util.stream.IntStream.range(0, hides.size()).sum();",
]
for i, s in enumerate(STEPS):
    drain = "        total += vat.drain();\n" if s == "Retan" else ""
    drain = "        " + EXTRA[i] + "\n" + drain
    write(f"src/app/tannery/line/{s}Step.java",
          f"package tannery.line;\n\nimport tannery.Vat;\n\npublic final class {s}Step implements Step {{\n"
          f"    public double run(Vat vat, java.util.List<String> hides) {{\n"
          f"        vat.fill({100 + 5 * i}.0 * hides.size());\n        double total = vat.level();\n{drain}"
          f"        return total;\n    }}\n}}\n")
write("src/app/tannery/line/Step.java", "package tannery.line;\n\nimport tannery.Vat;\n\n"
      "public interface Step {\n    double run(Vat vat, java.util.List<String> hides);\n}\n")
steps = ", ".join(f"new {s}Step()" for s in STEPS)
write("src/app/tannery/line/Line.java",
      "package tannery.line;\n\nimport java.util.List;\nimport java.util.Map;\nimport java.util.TreeMap;\n"
      "import tannery.Vat;\n\npublic final class Line {\n    public static void main(String[] args) {\n"
      f"        List<Step> steps = List.of({steps});\n"
      "        Map<String, Double> totals = new TreeMap<>();\n"
      "        List<String> hides = List.of(\"calf\", \"kip\", \"steer\");\n"
      "        Vat probe = new Vat();\n        probe.fill(0);\n"
      "        for (Step step : steps) {\n"
      "            totals.put(step.getClass().getSimpleName(), step.run(new Vat(), hides));\n"
      "        }\n        System.out.println(totals);\n    }\n}\n")
