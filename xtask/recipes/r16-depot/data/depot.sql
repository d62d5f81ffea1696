-- The depot's shipment ledger: shipments, their items and the carriers.
CREATE TABLE carriers (code TEXT PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL);
CREATE TABLE shipments (id INTEGER PRIMARY KEY, carrier TEXT NOT NULL REFERENCES carriers(code),
    bay INTEGER NOT NULL, shipped_on TEXT NOT NULL, status TEXT NOT NULL);
CREATE TABLE items (id INTEGER PRIMARY KEY, shipment_id INTEGER NOT NULL REFERENCES shipments(id),
    sku TEXT NOT NULL, weight_kg REAL NOT NULL);
INSERT INTO carriers VALUES ('NRD', 'Nordfrakt', 'SE'), ('BAL', 'Baltic Haul', 'LV'), ('KST', 'Kustlinjen', 'SE');
