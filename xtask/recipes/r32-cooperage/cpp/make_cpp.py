"""Round 32's C++ input, written into this directory by `python3 make_cpp.py`: register.cpp, the
cask register. Cask lost its default constructor when the wood became required; the register's
`operator[]` on a std::map needs one, and g++ reports it from deep inside the library, the line of
the register that asks for it in the middle of the instantiation notes; a ranges sort by the staves
member compiles; a std::set of casks needs an operator< that Cask never had, and g++ lists every
operator< it tried; a std::unordered_set of them needs a std::hash<Cask> nobody wrote."""
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]

fits = "\n".join(f"    double fit_{w}_{k}(const Cask &c) const {{ return c.staves * {1 + k / 10:.1f}; }}" for w in WOODS for k in range(1, 4))
Path("register.cpp").write_text(f'''// The cask register: casks by id, their woods and the week's fits.
#include <map>
#include <string>
#include <vector>
#include <iostream>
#include <algorithm>
#include <ranges>
#include <set>
#include <unordered_set>

struct Cask {{
    std::string id;
    std::string wood;
    int staves;
    // The wood is required since the 2025 audit: no cask without one.
    Cask(std::string id_, std::string wood_, int staves_) : id(std::move(id_)), wood(std::move(wood_)), staves(staves_) {{}}
}};

struct Fits {{
{fits}
}};

class Register {{
public:
    void add(const Cask &c) {{ casks_.emplace(c.id, c); }}
    int staves_of(const std::string &id) {{ return casks_[id].staves; }}
    std::vector<std::string> ids() const {{
        std::vector<std::string> out;
        for (const auto &kv : casks_) out.push_back(kv.first);
        return out;
    }}
private:
    std::map<std::string, Cask> casks_;
}};

int main() {{
    Register reg;
    for (int n = 1; n <= 40; ++n) reg.add(Cask("C-" + std::to_string(n), "sessile", 28 + n % 5));
    std::cout << reg.staves_of("C-17") << "\\n";
    std::vector<std::string> ids = reg.ids();
    std::sort(ids.begin(), ids.end(), [](const std::string &a, const std::string &b) {{ return a.size() < b.size(); }});
    std::vector<Cask> bench;
    for (int n = 1; n <= 8; ++n) bench.emplace_back("B-" + std::to_string(n), "chestnut", 30);
    std::ranges::sort(bench, {{}}, &Cask::staves);
    std::set<Cask> seen(bench.begin(), bench.end());
    std::unordered_set<Cask> racked(bench.begin(), bench.end());
    return 0;
}}
''')
