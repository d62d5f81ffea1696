package sawmill.kiln;

/** One board in a charge. */
public record Board(String id, String species, double moisture) {}
