package sawmill.core;

/** The yard's row count. */
public final class Yard {
    private Yard() {}

    public static int rows() {
        return 12;
    }
}
