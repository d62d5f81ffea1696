// Round 13's tapping schedule in Groovy: a heat with no ladle assigned fails deep in a closure.
class Heat {
    int number
    BigDecimal tonnes
    Map ladle
}

class TappingPlan {
    List<Heat> heats

    BigDecimal ladleLoad(Heat h) {
        h.tonnes / h.ladle.capacity
    }

    Map<Integer, BigDecimal> loads() {
        heats.collectEntries { h -> [(h.number): ladleLoad(h)] }
    }
}

def plan = new TappingPlan(heats: [
    new Heat(number: 7101, tonnes: 82.5, ladle: [id: 'L2', capacity: 90]),
    new Heat(number: 7102, tonnes: 79.0, ladle: [id: 'L3', capacity: 90]),
    new Heat(number: 7103, tonnes: 84.2, ladle: null),
])
plan.loads().each { k, v -> println "heat ${k}: ${v}" }
