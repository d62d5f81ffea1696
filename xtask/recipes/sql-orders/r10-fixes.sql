-- A batch of data fixes with mistakes in it (recipe for fixtures: sqlite3's errors mid-script).
PRAGMA foreign_keys = ON;
CREATE UNIQUE INDEX customers_by_name ON customers(name);
UPDATE orders SET status = 'shipped' WHERE status = 'pending' AND placed_at < '2024-02-01';
SELECT 'pending left', COUNT(*) FROM orders WHERE status = 'pending';
INSERT INTO customers (id, name, country, tier) VALUES (41, 'Acme GmbH #10', 'DE', 'gold');
INSERT INTO customers (id, name, country, tier) VALUES (7, 'Nakatomi KK #41', 'JP', 'gold');
INSERT INTO orders (id, customer_id, placed_at, status, total_cents) VALUES (601, 99, '2024-07-01', 'pending', 1500);
INSERT INTO orders (id, customer_id, placed_at, status) VALUES (602, 3, '2024-07-01', 'pending');
UPDATE order_items SET quantity = quantity - 1 WHERE order_id = 12;
SELECT order_id, sku, quantity FROM order_items WHERE order_id = 12;
DELETE FROM customers WHERE id = 3;
SELECT sku, SUM(quantity) AS units FROM order_items GROUP BY sku ORDER BY units DESC LIMT 5;
SELECT name, country FROM customers WHERE tier = 'gold' ORDER BY name;
ALTER TABLE orders ADD COLUMN carrier TEXT NOT NULL;
SELECT COUNT(*) AS orders, SUM(total_cents) AS cents FROM orders;
