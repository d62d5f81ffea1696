"""Writes the shift ledger in C++: a header-only tally library three templates deep, forty report
functions with unused parameters, and one call that tallies a type without tonnes()."""
with open("tally.hpp", "w") as f:
    f.write("""// The tally library: sums the tonnes of any load-like records.
#pragma once
#include <vector>
namespace tally {
template <typename Load> double weight_of(const Load& load) { return load.tonnes(); }
template <typename Load> double shift_total(const std::vector<Load>& loads) {
    double total = 0;
    for (const auto& load : loads) total += weight_of(load);
    return total;
}
template <typename Load> double bench_total(const std::vector<std::vector<Load>>& shifts) {
    double total = 0;
    for (const auto& shift : shifts) total += shift_total(shift);
    return total;
}
}  // namespace tally
""")
with open("shifts.cpp", "w") as f:
    f.write('#include "tally.hpp"\n#include <string>\n\n')
    f.write("struct TruckLoad { double t; double tonnes() const { return t; } };\n")
    f.write("struct RailLoad { double kilos; double weight_kg() const { return kilos; } };\n\n")
    for n in range(1, 41):
        f.write(f"double report_{n:02d}(const std::vector<std::vector<TruckLoad>>& shifts, int bench, const std::string& crew) {{\n"
                f"    int unused_{n:02d} = bench * {n};\n    return tally::bench_total(shifts);\n}}\n\n")
    f.write("double rail_report(const std::vector<std::vector<RailLoad>>& shifts) {\n"
            "    return tally::bench_total(shifts);\n}\n\n")
    for n in range(41, 61):
        f.write(f"double report_{n:02d}(const std::vector<std::vector<TruckLoad>>& shifts, int bench, const std::string& crew) {{\n"
                f"    int unused_{n:02d} = bench * {n};\n    return tally::bench_total(shifts);\n}}\n\n")
with open("hauls.cpp", "w") as f:
    f.write('#include "tally.hpp"\n#include <string>\n\nstruct Haul { double t; double tonnes() const { return t; } };\n\n')
    for n in range(1, 31):
        f.write(f"double haul_{n:02d}(const std::vector<Haul>& loads, int road, const std::string& driver) {{\n"
                f"    unsigned trips = road;\n    if (trips > -1) return 0;\n    return tally::shift_total(loads);\n}}\n\n")
