// Round 13's gauge conversions, mid-refactor: zig reports its compile errors.
const std = @import("std");

const Zone = struct {
    name: []const u8,
    setpoint_c: i32,
};

fn toKelvin(c: i32) f64 {
    return c + 273.15;
}

fn hottest(zones: []const Zone) Zone {
    var best = zones[0];
    for (zones) |z| {
        if (z.setpoint_c > best.setpoint_c) best = z;
    }
    return best.name;
}

pub fn main() void {
    const zones = [_]Zone{
        .{ .name = "preheat", .setpoint_c = 650 },
        .{ .name = "soak", .setpoint_c = 1180, .ramp = 5 },
    };
    var unused: u8 = 3;
    const h = hottest(&zones);
    std.debug.print("{s} {d}\n", .{ h.name, toKelvin(h.setpoint_c) });
}
