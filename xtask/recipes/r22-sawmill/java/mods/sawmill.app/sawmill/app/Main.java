package sawmill.app;

/** Prints the yard's rows. */
public class Main {
    public static void main(String[] args) {
        System.out.println("rows: " + sawmill.core.Yard.rows());
    }
}
