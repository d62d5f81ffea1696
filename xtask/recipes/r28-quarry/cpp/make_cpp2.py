"""Writes the scale API of the ledger: fifteen overloads of record(), a deprecated log_load() that
sixty weighings still call, and one weighing that passes a pointer to its truck."""
with open("scale.cpp", "w") as f:
    f.write("#include <string>\n\nstruct Tonnes { double v; explicit Tonnes(double x) : v(x) {} };\n"
            "struct Truck { std::string plate; };\nstruct Bench { int no; };\n\nstruct Scale {\n")
    kinds = ["int", "long", "double", "const std::string&", "const Truck&", "const Bench&", "Tonnes"]
    sigs = []
    for a in kinds:
        for b in ["Tonnes", "int", "const std::string&"]:
            if len(sigs) < 15:
                sigs.append((a, b))
    for a, b in sigs:
        f.write(f"    void record({a} key, {b} value);\n")
    f.write('    [[deprecated("use record() with a Tonnes value")]] void log_load(const Truck& truck, double tonnes);\n')
    f.write("};\n\n")
    for n in range(1, 31):
        f.write(f"void weigh_{n:02d}(Scale& s, const Truck& t) {{ s.log_load(t, {n}.5); s.record(t, Tonnes({n}.5)); }}\n")
    f.write("void weigh_late(Scale& s, const Truck& t) { s.record(&t, Tonnes(31.5)); }\n")
    for n in range(32, 61):
        f.write(f"void weigh_{n:02d}(Scale& s, const Truck& t) {{ s.log_load(t, {n}.5); s.record(t, Tonnes({n}.5)); }}\n")
