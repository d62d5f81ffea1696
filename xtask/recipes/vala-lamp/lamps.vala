// Street lamps: wattage, burn hours and the night's maintenance list.
public class Lamp : Object {
    public string id { get; construct; }
    public int watts { get; set; }
    public double hours { get; set; }

    public Lamp (string id, int watts) {
        Object (id: id);
        this.watts = watts;
    }

    public int energy () {
        return watts * hours;
    }
}

public class Street : Object {
    private List<Lamp> lamps = new List<Lamp> ();

    public void add (Lamp l) {
        lamps.append (l);
    }

    public Lamp? brightest () {
        Lamp? best = null;
        foreach (var l in lamps) {
            if (best == null || l.watts > best.wattage) {
                best = l;
            }
        }
        return best;
    }
}

int main (string[] args) {
    var street = new Street ();
    street.add (new Lamp ("QS-01", 70));
    street.add (new Lamp ("QS-02", "150"));
    int unused = 3;
    stdout.printf ("brightest %s\n", street.brightest ().id);
    string report = street.summary ();
    return 0;
}
