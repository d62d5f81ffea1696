// A taproom's tap board: prints every pour, then asks for a tap that is not on the board.
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>

struct Board {
    std::map<std::string, int> taps;
    int pint_ml(const std::string &tap) const { return taps.at(tap); }
};

static int pour(const Board &b, const std::string &tap, int n) { return b.pint_ml(tap) * n; }

static int shift(const Board &b) {
    int total = 0;
    for (int i = 0; i < 150; i++) {
        std::string tap = "T-" + std::to_string(i % 6 + 1);
        total += pour(b, tap, 1);
        std::printf("pour %03d on %s: %d ml\n", i, tap.c_str(), total);
    }
    return total + pour(b, "T-9", 2);
}

int main() {
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    Board b;
    for (int t = 1; t <= 6; t++) b.taps["T-" + std::to_string(t)] = 568;
    std::printf("shift total %d ml\n", shift(b));
}
