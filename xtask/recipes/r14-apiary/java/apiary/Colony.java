package apiary;

import java.util.*;
import java.io.*;

public class Colony {
    public String name;
    private int frames;
    protected double mite_rate;
    static final int max_frames = 10;

    public Colony(String name, int frames) {
        this.name = name;
        this.frames = frames;
    }

    public double strength() {
        if (frames > max_frames) return 0;
        return frames * (1 - mite_rate / 100);
    }

    public void setMiteRate(double mite_rate) {
        this.mite_rate = mite_rate;
    }

    public String report(int week) {
        String s = name + " week " + week;
        if (week > 52) { s = s + " (next year)"; }
        switch (week % 4) {
            case 0: s += " full inspection"; break;
            case 1: s += " mite wash";
            case 2: s += " feed check"; break;
        }
        return s;
    }

    public List<String> frameLabels() {
        List<String> out = new ArrayList<String>();
        for (int i = 0; i < frames; i++) out.add(name + "/" + i);
        return out;
    }

    public boolean equals(Object o) {
        return o instanceof Colony && ((Colony) o).name == name;
    }

    public static void main(String[] args) throws Exception {
        Colony c = new Colony("Linden-North-07", 10);
        c.setMiteRate(1.2);
        System.out.println(c.report(36));
        try { new FileReader("missing.txt"); } catch (Exception e) { }
    }
}
