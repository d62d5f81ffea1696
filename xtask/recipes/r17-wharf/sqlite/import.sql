CREATE TABLE moves(id INTEGER PRIMARY KEY, container TEXT NOT NULL, gate TEXT, direction TEXT,
                   weight_kg INTEGER, truck TEXT);
.import --csv --skip 1 moves.csv moves
SELECT count(*) AS imported, sum(truck IS NULL) AS without_truck FROM moves;
