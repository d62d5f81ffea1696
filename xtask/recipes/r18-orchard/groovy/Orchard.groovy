package orchard

import groovy.transform.CompileStatic

@CompileStatic
class Orchard {
    String name
    List<Integer> blocks = []

    int totalTrees() {
        blocks.sum() as int
    }

    String label() {
        return "${name.capitalise()}: ${blocks.size()} blocks"
    }

    BigDecimal rate(String variety) {
        return variety.size()
    }

    int harvestDay(Date d) {
        d.dayOfYear
    }

    void plant(int block, int trees) {
        blocks[block] = trees
        blocks.add("spare")
    }
}
