// Round 13's scrap tally tests: two of five fail.
const std = @import("std");

fn scrapRate(scrapped: u32, poured: u32) f64 {
    return @as(f64, @floatFromInt(scrapped)) / @as(f64, @floatFromInt(poured));
}

fn pours(charge_kg: u32, capacity_kg: u32) u32 {
    return charge_kg / capacity_kg;
}

test "scrap rate of a good shift" {
    try std.testing.expectApproxEqAbs(@as(f64, 0.05), scrapRate(3, 60), 0.0001);
}

test "pours for the gear housing" {
    try std.testing.expectEqual(@as(u32, 8), pours(1200, 150));
}

test "pours for the pump body" {
    try std.testing.expectEqual(@as(u32, 31), pours(1200, 40));
}

test "mould names" {
    try std.testing.expectEqualStrings("valve-lid", "valve-lid");
}

test "charge split by zone" {
    const zones = [_]u32{ 400, 400, 390 };
    var total: u32 = 0;
    for (zones) |z| total += z;
    try std.testing.expectEqual(@as(u32, 1200), total);
}
