// odometer: aggregates vehicle odometer readings (totals) and replays trip logs (replay).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

struct Reading {
    int vehicle;
    int32_t metres;
    uint8_t flags;
};

static int32_t total_metres(const std::vector<Reading>& readings) {
    int32_t total = 0;
    for (const auto& r : readings) {
        total += r.metres;  // fleets drive more than 2,147 km
    }
    return total;
}

static int bucket(int32_t metres, int shift) {
    return metres >> shift;
}

static int flag_bit(const Reading& r, int bit) {
    return (r.flags << bit) & 0x80;
}

static int per_vehicle[4];

static void count(const std::vector<Reading>& readings) {
    for (const auto& r : readings) {
        per_vehicle[r.vehicle] += 1;
    }
}

static int totals() {
    std::vector<Reading> readings;
    for (int i = 0; i < 5; ++i) {
        readings.push_back(Reading{i, 900000000, static_cast<uint8_t>(i)});
    }
    int32_t total = total_metres(readings);
    int coarse = bucket(total, 40);
    int flagged = 0;
    for (const auto& r : readings) {
        flagged += flag_bit(r, 30);
    }
    count(readings);
    std::printf("total %d m, bucket %d, flagged %d, vehicle 4: %d readings\n", total, coarse, flagged, per_vehicle[4]);
    return 0;
}

struct Trip {
    std::string vehicle;
    std::vector<int> legs;
};

static int replay() {
    std::vector<Trip> trips;
    trips.push_back(Trip{"VAN-01", {12, 40, 7}});
    Trip& first = trips.front();
    for (int i = 2; i <= 9; ++i) {
        trips.push_back(Trip{"VAN-0" + std::to_string(i), {i, i * 2}});
    }
    std::printf("first trip %s has %zu legs\n", first.vehicle.c_str(), first.legs.size());
    return 0;
}

int main(int argc, char** argv) {
    if (argc > 1 && std::strcmp(argv[1], "replay") == 0) {
        return replay();
    }
    return totals();
}
