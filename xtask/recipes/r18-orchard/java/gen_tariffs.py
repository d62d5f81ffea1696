"""Writes Tariffs.java: 240 uses of a class whose import was dropped (BigDecimal), and one use of a
class that was never written (Lot) among them."""
lines = ["package orchard;", "", "import java.util.List;", "", "public final class Tariffs {"]
for i in range(1, 241):
    lines.append(f"    static BigDecimal rate{i:03d}() {{ return BigDecimal.valueOf({i}, 2); }}")
    if i == 57:
        lines.append("    static Lot lot057(List<String> codes) { return Lot.parse(codes.get(0)); }")
lines.append("}")
open("Tariffs.java", "w").write("\n".join(lines) + "\n")
