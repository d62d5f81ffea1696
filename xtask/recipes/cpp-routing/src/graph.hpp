// Road graph for the delivery router.
#pragma once
#include <map>
#include <string>
#include <vector>

struct Stop {
    std::string name;
    double lat;
    double lon;
};

struct Edge {
    int from;
    int to;
    double minutes;
};

class Graph {
  public:
    int add_stop(Stop stop);
    void connect(int from, int to, double minutes);
    const std::vector<Edge>& edges() const { return edges_; }
    const std::vector<Stop>& stops() const { return stops_; }

  private:
    std::vector<Stop> stops_;
    std::vector<Edge> edges_;
};
