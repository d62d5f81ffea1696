// The toll office's old ledger code: raw types, unchecked casts, fall-through and deprecated calls (javac -Xlint:all).
package canal;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Tolls implements Serializable {
    private List boats = new ArrayList();
    private Map<String, Integer> rates = new HashMap();

    public void add(Object boat) {
        boats.add(boat);
    }

    @SuppressWarnings("rawtypes")
    public List<String> names() {
        return (List<String>) (List) boats;
    }

    public int toll(String kind, int locks) {
        int pence = 0;
        switch (kind) {
            case "narrowboat":
                pence += 40;
            case "widebeam":
                pence += 60;
                break;
            default:
                pence += 25;
        }
        return pence * locks;
    }

    public String stamp() {
        Date d = new Date(2024, 3, 5);
        return d.toGMTString() + " " + new Integer(locksToday());
    }

    private int locksToday() {
        return (int) (long) Integer.valueOf(29);
    }

    @Override
    protected void finalize() throws Throwable {
        boats.clear();
    }

    public Object copy() {
        Object o = (Object) this;
        return (Tolls) o;
    }

    public static int total(Integer... parts) {
        int t = 0;
        for (Integer p : parts) t += p;
        return t;
    }

    public int total() {
        return total(null);
    }
}
