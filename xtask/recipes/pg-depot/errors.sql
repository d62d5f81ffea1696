-- An operator's session against the depot database: some statements are wrong.
\echo 'depot maintenance, batch 14'
SELECT count(*) AS parcels, sum(weight_g) / 1000 AS kg FROM parcels;
INSERT INTO customers VALUES (7, 'Harbour Books', 'books@example.com', 'NW');
INSERT INTO customers VALUES (201, 'Quay Cycles', 'c12@example.com', 'SE');
INSERT INTO customers VALUES (202, 'Fell Outdoor', 'fell@example.com', 'WX');
INSERT INTO parcels (customer_id, weight_g) VALUES (999, 1200);
INSERT INTO parcels (customer_id, weight_g) VALUES (3, 45000);
UPDATE parcels SET delivered = true WHERE id IN (1, 2, 3) AND NOT delivered;
SELECT customer_id, count(*) FROM parcels GROUP BY customer_id HAVING count(*) > 1 ORDER BY 2 DESC, 1 LIMIT 5;
SELECT name, weight FROM customers JOIN parcels ON parcels.customer_id = customers.id LIMIT 3;
SELECT depot, count(*) FORM scans GROUP BY depot;
DELETE FROM customers WHERE id = 4;
SELECT region, count(*), round(avg(p.weight_g)) AS avg_g
FROM customers c JOIN parcels p ON p.customer_id = c.id GROUP BY region ORDER BY region;
BEGIN;
UPDATE parcels SET service = 'overnight' WHERE id = 10;
SELECT 1 / (SELECT count(*) FROM parcels WHERE service = 'none');
COMMIT;
SELECT service, count(*) FROM parcels GROUP BY service ORDER BY service;
