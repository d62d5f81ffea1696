-- The cooperative's delivery database: growers, blocks, deliveries and payments. Foreign keys are
-- declared but were off while the 2024 import ran, so a few rows point at nothing.
PRAGMA foreign_keys = OFF;
CREATE TABLE growers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, region TEXT NOT NULL);
CREATE TABLE blocks (id INTEGER PRIMARY KEY, grower_id INTEGER NOT NULL REFERENCES growers(id),
                     variety TEXT NOT NULL, trees INTEGER NOT NULL);
CREATE TABLE deliveries (id INTEGER PRIMARY KEY, block_id INTEGER NOT NULL REFERENCES blocks(id),
                         day TEXT NOT NULL, crates INTEGER NOT NULL, grade INTEGER NOT NULL);
CREATE TABLE payments (id INTEGER PRIMARY KEY, grower_id INTEGER NOT NULL REFERENCES growers(id),
                       delivery_id INTEGER REFERENCES deliveries(id), pence INTEGER NOT NULL);
CREATE INDEX deliveries_block ON deliveries(block_id);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
INSERT INTO growers SELECT i, 'Grower ' || i, CASE i % 4 WHEN 0 THEN 'Kent' WHEN 1 THEN 'Hereford' WHEN 2 THEN 'Vale' ELSE 'Fens' END FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 240)
INSERT INTO blocks SELECT i, 1 + i % 60, CASE i % 3 WHEN 0 THEN 'Gala' WHEN 1 THEN 'Cox' ELSE 'Bramley' END, 150 + i % 90 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
INSERT INTO deliveries SELECT i, 1 + i % 240, date('2024-08-01', '+' || (i % 70) || ' days'), 10 + i % 40, 1 + i % 3 FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
INSERT INTO payments SELECT i, 1 + (i % 240) % 60, i, (10 + i % 40) * 420 FROM n;
UPDATE blocks SET grower_id = 61 WHERE id = 118;
UPDATE deliveries SET block_id = 241 WHERE id IN (2207, 4415);
UPDATE payments SET delivery_id = 6001 WHERE id = 5123;
