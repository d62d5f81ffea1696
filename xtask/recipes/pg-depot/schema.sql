-- A parcel depot: customers, parcels and scans, with deterministic rows.
CREATE TABLE customers (
    id        integer PRIMARY KEY,
    name      text NOT NULL,
    email     text UNIQUE NOT NULL,
    region    char(2) NOT NULL CHECK (region IN ('NW', 'NE', 'SW', 'SE'))
);
COMMENT ON TABLE customers IS 'Senders with an account at the depot';

CREATE TABLE parcels (
    id          bigserial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
    weight_g    integer NOT NULL CHECK (weight_g > 0 AND weight_g <= 30000),
    service     text NOT NULL DEFAULT 'standard',
    created_at  timestamptz NOT NULL DEFAULT '2024-05-01 08:00+00',
    delivered   boolean NOT NULL DEFAULT false
);
CREATE INDEX parcels_customer_idx ON parcels (customer_id);
CREATE INDEX parcels_undelivered_idx ON parcels (created_at) WHERE NOT delivered;
COMMENT ON COLUMN parcels.weight_g IS 'Gross weight in grams, at most 30 kg';

CREATE TABLE scans (
    parcel_id bigint NOT NULL REFERENCES parcels (id),
    depot     text NOT NULL,
    scanned   timestamptz NOT NULL,
    PRIMARY KEY (parcel_id, scanned)
);

INSERT INTO customers
SELECT i, 'Customer ' || i, 'c' || i || '@example.com', (ARRAY['NW', 'NE', 'SW', 'SE'])[1 + i % 4]
FROM generate_series(1, 200) AS i;

INSERT INTO parcels (customer_id, weight_g, service, created_at, delivered)
SELECT 1 + (i * 37) % 200, 100 + (i * 7919) % 29000,
       CASE WHEN i % 10 = 0 THEN 'express' ELSE 'standard' END,
       timestamptz '2024-05-01 08:00+00' + (i % 720) * interval '1 hour',
       i % 13 <> 0
FROM generate_series(1, 20000) AS i;

INSERT INTO scans
SELECT p.id, (ARRAY['Leeds', 'Crewe', 'Bristol', 'Reading'])[1 + p.id % 4], p.created_at + s * interval '3 hours'
FROM parcels p, generate_series(0, 2) AS s;

ANALYZE;
