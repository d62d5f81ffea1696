// Lamp rotation planning with the standard library (recipes for fixtures: nm -C, g++ -H, map files).
#include <algorithm>
#include <iostream>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace harbour {

struct Flash {
    std::string lamp;
    int start_ms;
    int length_ms;
};

class Rotation {
  public:
    void add(const std::string &lamp, int start, int length) { flashes_[lamp].push_back({lamp, start, length}); }
    std::vector<Flash> overlapping(int at) const {
        std::vector<Flash> out;
        for (const auto &[name, list] : flashes_)
            for (const auto &f : list)
                if (f.start_ms <= at && at < f.start_ms + f.length_ms) out.push_back(f);
        std::sort(out.begin(), out.end(), [](const Flash &a, const Flash &b) { return a.lamp < b.lamp; });
        return out;
    }
    bool valid_name(const std::string &lamp) const { return std::regex_match(lamp, std::regex("[a-z]+(-[a-z]+)*")); }

  private:
    std::map<std::string, std::vector<Flash>> flashes_;
};

}  // namespace harbour

int main() {
    harbour::Rotation r;
    r.add("north-pier", 0, 400);
    r.add("south-mole", 200, 400);
    for (const auto &f : r.overlapping(300)) std::cout << f.lamp << " at " << f.start_ms << "\n";
    std::cout << (r.valid_name("Harbour Mouth") ? "ok" : "bad name") << "\n";
}
