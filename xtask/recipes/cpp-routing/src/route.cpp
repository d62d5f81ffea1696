// Route planning: order stops, group them by zone, cache travel times.
#include <algorithm>
#include <list>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "graph.hpp"

struct Zone {
    std::string code;
    int priority;
};

// Stops sorted by latitude for the sweep heuristic.
std::list<Stop> sweep_order(const std::vector<Stop>& stops) {
    std::list<Stop> order(stops.begin(), stops.end());
    std::sort(order.begin(), order.end(), [](const Stop& a, const Stop& b) { return a.lat < b.lat; });
    return order;
}

// Stops per zone, zones ordered by priority.
std::map<Zone, std::vector<Stop>> by_zone(const std::vector<Stop>& stops) {
    std::map<Zone, std::vector<Stop>> zones;
    for (const auto& stop : stops) {
        zones[Zone{stop.name.substr(0, 2), 1}].push_back(stop);
    }
    return zones;
}

// Travel-time cache keyed by (from, to).
double cached_minutes(const Graph& graph, int from, int to) {
    static std::unordered_map<std::pair<int, int>, double> cache;
    auto key = std::make_pair(from, to);
    if (auto it = cache.find(key); it != cache.end()) {
        return it->second;
    }
    for (const auto& edge : graph.edges()) {
        if (edge.from == from && edge.to == to) {
            cache[key] = edge.minutes;
            return edge.minutes;
        }
    }
    return -1.0;
}

// Unique stop names visited.
std::set<Stop> visited(const std::vector<int>& path, const Graph& graph) {
    std::set<Stop> seen;
    for (int index : path) {
        seen.insert(graph.stops()[index]);
    }
    return seen;
}
