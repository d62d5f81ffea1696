// Rain gauge readings: daily totals, the wettest day and a monthly report.
module gauge;

import std.stdio;
import std.algorithm : map, maxElement, sum;
import std.array : array;
import std.conv : to;

struct Reading
{
    string day;
    double mm;
    string station;
}

immutable Reading[] readings = [
    Reading("2024-03-01", 4.2, "Tarbet"),
    Reading("2024-03-02", 11.8, "Tarbet"),
    Reading("2024-03-03", 0.0, "Arrochar"),
    Reading("2024-03-04", 23.4, "Arrochar"),
];

double total(const Reading[] rs)
{
    return rs.map!(r => r.mm).sum;
}

Reading wettest(const Reading[] rs)
{
    return rs.maxElement!(r => r.mm);
}

int dayOfMonth(string day)
{
    return day[8 .. $];
}

string label(Reading r)
{
    return r.station ~ " " ~ r.mm ~ " mm";
}

void report(const Reading[] rs)
{
    foreach (r; rs)
        writefln("%s %6.1f", r.day, r.millimetres);
    writeln("total ", total(rs));
    auto w = wettest(rs);
    writeln("wettest ", w.day, " at ", w.station);
    int days = rs.length;
    writeln(days, " days");
}

void main()
{
    report(readings);
    undefinedHelper(readings);
}
