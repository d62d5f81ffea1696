-- A morning's bookings desk session: lookups, a report, and the mistakes of a busy desk.
SELECT code, max_length_m, depth_m FROM berths ORDER BY id;
INSERT INTO berths VALUES (7, 'N-01', 45.0, 6.5);
INSERT INTO bookings (berth_id, vessel_id, arrives, nights, fee) VALUES (9, 12, '2026-04-02 06:00', 2, 120.00);
INSERT INTO vessels (name, imo, length_m, draught_m) VALUES ('Morning Star of the Western Isles Co-op', '9300001', 18.0, 2.0);
INSERT INTO berths VALUES (8, 'S-01', -4.0, 3.0);
SELECT b.code, COUNT(*) AS visits, SUM(k.fee) AS takings FROM bookings k JOIN berths b ON b.id = k.berth_id GROUP BY b.code ORDER BY takings DESC;
SELECT name, lenght_m FROM vessels WHERE id = 3;
UPDATE bookings SET fee = fee / 0 WHERE id = 5;
SHOW WARNINGS;
SELECT v.name, v.draught_m, b.code, b.depth_m FROM bookings k JOIN vessels v ON v.id = k.vessel_id JOIN berths b ON b.id = k.berth_id WHERE v.draught_m > b.depth_m ORDER BY v.draught_m DESC LIMIT 12;
DELET FROM bookings WHERE nights > 4;
SELECT COUNT(*) AS remaining FROM bookings;
