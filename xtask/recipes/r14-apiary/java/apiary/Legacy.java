package apiary;

import java.util.Date;
import java.util.Observable;

/** An old inspection timer that still uses deprecated APIs. */
public class Legacy extends Observable {
    private Thread worker;

    public void start() {
        worker = new Thread(() -> { });
        worker.start();
        worker.stop();
        Integer frames = new Integer(10);
        Double rate = new Double("1.2");
        Date d = new Date(2026, 8, 1);
        int year = d.getYear();
        Runtime.getRuntime().runFinalization();
        setChanged();
        notifyObservers(frames + rate + year);
    }

    @Override
    protected void finalize() throws Throwable {
        Thread.currentThread().suspend();
        super.finalize();
    }
}
