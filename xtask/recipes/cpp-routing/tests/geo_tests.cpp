// Geometry tests for the router: one test case per process (ctest runs each by name).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace geo {
constexpr double kEarthKm = 6371.0;
constexpr double kPi = 3.14159265358979323846;

double radians(double deg) { return deg * kPi / 180.0; }

double haversine_km(double lat1, double lon1, double lat2, double lon2) {
    double dlat = radians(lat2 - lat1);
    double dlon = radians(lon2 - lon1);
    double a = std::sin(dlat / 2) * std::sin(dlat / 2) +
               std::cos(radians(lat1)) * std::cos(radians(lat2)) * std::sin(dlon / 2) * std::sin(dlon / 2);
    return 2 * kEarthKm * std::asin(std::sqrt(a));
}

double bearing_deg(double lat1, double lon1, double lat2, double lon2) {
    double y = std::sin(radians(lon2 - lon1)) * std::cos(radians(lat2));
    double x = std::cos(radians(lat1)) * std::sin(radians(lat2)) -
               std::sin(radians(lat1)) * std::cos(radians(lat2)) * std::cos(radians(lon2 - lon1));
    return std::atan2(y, x) * 180.0 / kPi;
}

int eta_minutes(double km, double kmh) {
    if (km < 0) throw std::invalid_argument("negative distance");
    return static_cast<int>(km / kmh * 60.0);
}

double parse_coordinate(const std::string& text) { return std::stod(text); }

double midpoint_lon(double lon1, double lon2) { return (lon1 + lon2) / 2; }

std::vector<int> cluster(const std::vector<double>& xs, double gap) {
    std::vector<int> labels(xs.size(), 0);
    int label = 0;
    for (size_t i = 1; i < xs.size();) {
        if (xs[i] - xs[i - 1] > gap) ++label;
        labels[i] = label;
        if (label < 2) ++i;  // never advances past a second gap
    }
    return labels;
}
}  // namespace geo

static int failures = 0;

#define EXPECT_NEAR(actual, expected, tol)                                                              \
    do {                                                                                                \
        double a_ = (actual), e_ = (expected);                                                          \
        if (std::fabs(a_ - e_) > (tol)) {                                                               \
            std::fprintf(stderr, "%s:%d: EXPECT_NEAR(%s, %s) failed: %.6f vs %.6f (tolerance %g)\n", \
                         __FILE__, __LINE__, #actual, #expected, a_, e_, (double)(tol));               \
            ++failures;                                                                                 \
        }                                                                                               \
    } while (0)

#define EXPECT_EQ(actual, expected)                                                                    \
    do {                                                                                               \
        auto a_ = (actual);                                                                            \
        auto e_ = (expected);                                                                          \
        if (!(a_ == e_)) {                                                                             \
            std::fprintf(stderr, "%s:%d: EXPECT_EQ(%s, %s) failed: got %s, want %s\n", __FILE__, __LINE__, \
                         #actual, #expected, std::to_string(a_).c_str(), std::to_string(e_).c_str()); \
            ++failures;                                                                                \
        }                                                                                              \
    } while (0)

int main(int argc, char** argv) {
    if (argc < 2) return 2;
    std::string name = argv[1];
    std::printf("running %s\n", name.c_str());
    if (name == "haversine_zero") EXPECT_NEAR(geo::haversine_km(48.85, 2.35, 48.85, 2.35), 0.0, 1e-9);
    else if (name == "haversine_paris_london") EXPECT_NEAR(geo::haversine_km(48.8566, 2.3522, 51.5074, -0.1278), 343.5, 0.5);
    else if (name == "bearing_north") EXPECT_NEAR(geo::bearing_deg(0, 0, 1, 0), 0.0, 1e-6);
    else if (name == "bearing_east") EXPECT_NEAR(geo::bearing_deg(0, 0, 0, -1), 90.0, 1e-6);
    else if (name == "eta_rounds_up") EXPECT_EQ(geo::eta_minutes(10.0, 45.0), 14);
    else if (name == "eta_rejects_negative") {
        try { geo::eta_minutes(-1, 30); ++failures; } catch (const std::invalid_argument&) {}
    }
    else if (name == "parse_coordinate") EXPECT_NEAR(geo::parse_coordinate("52.5200"), 52.52, 1e-9);
    else if (name == "parse_coordinate_comma") EXPECT_NEAR(geo::parse_coordinate("52,5200"), 52.52, 1e-9);
    else if (name == "parse_rejects_garbage") geo::parse_coordinate("north");
    else if (name == "midpoint_equator") EXPECT_NEAR(geo::midpoint_lon(10, 20), 15.0, 1e-9);
    else if (name == "midpoint_dateline") EXPECT_NEAR(geo::midpoint_lon(170, -170), 180.0, 1e-9);
    else if (name == "cluster_two_groups") EXPECT_EQ(geo::cluster({0, 1, 10, 11, 30}, 5).back(), 2);
    else if (name == "cluster_single_stop") EXPECT_EQ(geo::cluster({4}, 5).size(), 1UL);
    else { std::fprintf(stderr, "unknown test %s\n", name.c_str()); return 2; }
    return failures == 0 ? 0 : 1;
}
