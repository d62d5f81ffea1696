/** Berth lengths and draft limits of the wharf. */
public final class BerthPlanner {
    private BerthPlanner() {}

    public static int length(int berth) {
        return 300 + (berth * 7) % 60;
    }

    public static boolean draftFits(int berth, double draft) {
        double limit = berth > 150 ? 14.5 : 16.0;
        return draft <= limit;
    }
}
