"""Writes the weighbridge service in Java: sixty classes (benches and yards) whose public methods mostly lack doc
comments, and Tare.java, whose @param names a parameter the method no longer has."""
import os

os.makedirs("src/quarry", exist_ok=True)
for n in range(1, 61):
    name = f"Bench{n:02d}" if n <= 30 else f"Yard{n - 30:02d}"
    with open(f"src/quarry/{name}.java", "w") as f:
        f.write(f"package quarry;\n\n/** {name} of the north pit. */\npublic class {name} {{\n")
        f.write(f"    public int loads(int shift) {{ return shift * {n}; }}\n")
        f.write(f"    public double tonnes(int loads) {{ return loads * 31.5; }}\n}}\n")
with open("src/quarry/Tare.java", "w") as f:
    f.write("package quarry;\n\n/** Tare weights of the trucks. */\npublic class Tare {\n"
            "    /**\n     * Net weight of a load.\n     *\n     * @param grossTonnes the gross weight\n"
            "     * @param tareTonnes the tare weight\n     * @return the net weight\n     */\n"
            "    public double net(double gross, double tare) { return gross - tare; }\n}\n")
