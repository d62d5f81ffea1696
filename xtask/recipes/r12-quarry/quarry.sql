-- Weighbridge loads with an index, then the index's definition is rewritten behind SQLite's
-- back (writable_schema) so PRAGMA integrity_check finds entries it cannot match.
CREATE TABLE loads (id INTEGER PRIMARY KEY, lorry TEXT NOT NULL, block TEXT NOT NULL, tonnes REAL NOT NULL);
CREATE INDEX loads_by_lorry ON loads(lorry);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
INSERT INTO loads SELECT i, 'QY-' || printf('%02d', i % 12), 'B-' || (100 + i), 6 + (i % 7) * 0.5 FROM n;
PRAGMA writable_schema = ON;
UPDATE sqlite_schema SET sql = 'CREATE INDEX loads_by_lorry ON loads(block)' WHERE name = 'loads_by_lorry';
PRAGMA writable_schema = OFF;
