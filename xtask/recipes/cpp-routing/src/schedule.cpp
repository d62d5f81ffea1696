// Driver schedules: time windows checked with C++20 concepts and ranges.
#include <algorithm>
#include <chrono>
#include <concepts>
#include <map>
#include <ranges>
#include <string>
#include <vector>

template <typename T>
concept TimeWindow = requires(const T& w) {
    { w.opens } -> std::convertible_to<int>;
    { w.closes } -> std::convertible_to<int>;
    { w.label() } -> std::same_as<std::string>;
};

struct Window {
    int opens;
    int closes;
    std::string label() const { return std::to_string(opens) + "-" + std::to_string(closes); }
};

struct LooseWindow {
    int opens;
    std::string closes;
    const char* label() const { return "loose"; }
};

template <TimeWindow W>
int length(const W& window) {
    return window.closes - window.opens;
}

template <std::integral Minutes>
Minutes clamp_break(Minutes requested) {
    return std::clamp(requested, Minutes{15}, Minutes{45});
}

struct Shift {
    std::string driver;
    Window window;
};

int total_minutes(const std::vector<Shift>& shifts) {
    auto lengths = shifts | std::views::transform([](const Shift& s) { return length(s.window); });
    return std::ranges::fold_left(lengths, 0, std::plus<>{});
}

int main() {
    std::vector<Shift> shifts{{"ana", {480, 960}}, {"ben", {600, 1080}}};
    LooseWindow loose{480, "17:00"};
    int minutes = length(loose);
    double pause = clamp_break(20.5);
    std::ranges::sort(shifts, {}, &Shift::window);
    std::map<std::string, int> per_driver;
    for (const auto& [driver, window] : shifts) {
        per_driver[driver] += length(window);
    }
    return total_minutes(shifts) + minutes + static_cast<int>(pause);
}
