-- The cooperative's schema for the restore recipe: twenty-four tables with keys and rows, a view, a
-- function, and one table owned by the auditor role (dropped again after the dump).
CREATE SCHEMA orchard;
CREATE TABLE orchard.growers (id int PRIMARY KEY, name text NOT NULL);
INSERT INTO orchard.growers SELECT i, 'Grower ' || i FROM generate_series(1, 60) i;
CREATE TABLE orchard.blocks (id int PRIMARY KEY, grower_id int REFERENCES orchard.growers, variety text);
INSERT INTO orchard.blocks SELECT i, 1 + i % 60, 'Gala' FROM generate_series(1, 240) i;
CREATE TABLE orchard.rows_planted (id int PRIMARY KEY, block_id int REFERENCES orchard.blocks, trees int);
CREATE TABLE orchard.deliveries (id int PRIMARY KEY, block_id int REFERENCES orchard.blocks, crates int);
INSERT INTO orchard.deliveries SELECT i, 1 + i % 240, 10 + i % 40 FROM generate_series(1, 3000) i;
CREATE TABLE orchard.grades (id int PRIMARY KEY, label text UNIQUE);
INSERT INTO orchard.grades VALUES (1, 'Class I'), (2, 'Class II'), (3, 'Juice');
CREATE TABLE orchard.payments (id int PRIMARY KEY, delivery_id int REFERENCES orchard.deliveries, pence int);
CREATE TABLE orchard.crates (id int PRIMARY KEY, tag text UNIQUE);
CREATE TABLE orchard.stores (id int PRIMARY KEY, room text);
CREATE TABLE orchard.readings (id int PRIMARY KEY, store_id int REFERENCES orchard.stores, co2 numeric);
CREATE TABLE orchard.labels (id int PRIMARY KEY, gs1 text);
CREATE TABLE orchard.trucks (id int PRIMARY KEY, plate text);
CREATE TABLE orchard.sprays (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.pests (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.samples (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.contracts (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.seasons (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.forecasts (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.pickers (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.shifts (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.timesheets (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.vehicles (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.hives (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE TABLE orchard.soil_tests (id int PRIMARY KEY, code text UNIQUE, note text);
CREATE INDEX deliveries_block ON orchard.deliveries (block_id);
CREATE VIEW orchard.block_totals AS
    SELECT block_id, sum(crates) AS crates FROM orchard.deliveries GROUP BY block_id;
CREATE FUNCTION orchard.crate_pence(crates int, grade int) RETURNS int
    LANGUAGE sql IMMUTABLE AS $$ SELECT crates * CASE grade WHEN 1 THEN 620 WHEN 2 THEN 480 ELSE 210 END $$;
CREATE ROLE auditor;
CREATE TABLE orchard.audit_log (id int PRIMARY KEY, note text);
ALTER TABLE orchard.audit_log OWNER TO auditor;
