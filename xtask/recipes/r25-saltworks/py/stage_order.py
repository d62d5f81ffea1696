"""Order the evaporation stages by their prerequisites; three stages wait on each other."""
from graphlib import TopologicalSorter

graph = {}
for n in range(1, 401):
    deps = [f"stage-{n - 1:03d}"] if n > 1 else []
    if n == 88:
        deps.append("stage-131")
    graph[f"stage-{n:03d}"] = deps
    print(f"stage-{n:03d}: after {', '.join(deps) if deps else 'nothing'}")
order = list(TopologicalSorter(graph).static_order())
print("order:", " ".join(order))
