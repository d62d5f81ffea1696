-- An order database seeded deterministically (recipes for fixtures: sqlite3 reports).
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL, tier TEXT NOT NULL);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
  placed_at TEXT NOT NULL, status TEXT NOT NULL, total_cents INTEGER NOT NULL);
CREATE TABLE order_items (order_id INTEGER NOT NULL REFERENCES orders(id), sku TEXT NOT NULL,
  quantity INTEGER NOT NULL, unit_cents INTEGER NOT NULL);
CREATE INDEX orders_by_customer ON orders(customer_id);

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
INSERT INTO customers
SELECT i,
  (SELECT value FROM json_each('["Acme","Globex","Initech","Umbrella","Hooli","Vandelay","Stark","Wayne","Wonka","Tyrell"]') WHERE key = i % 10)
    || ' ' || (SELECT value FROM json_each('["GmbH","Ltd","SA","BV","Inc"]') WHERE key = i % 5) || ' #' || i,
  (SELECT value FROM json_each('["DE","FR","NL","GB","US","ES","IT"]') WHERE key = i % 7),
  CASE WHEN i % 9 = 0 THEN 'gold' WHEN i % 4 = 0 THEN 'silver' ELSE 'standard' END
FROM n;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 600)
INSERT INTO orders
SELECT i, 1 + (i * 7) % 40, date('2024-01-01', '+' || (i * 13 % 180) || ' days'),
  CASE WHEN i % 23 = 0 THEN 'refunded' WHEN i % 11 = 0 THEN 'cancelled' WHEN i % 5 = 0 THEN 'pending' ELSE 'shipped' END,
  0
FROM n;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1800)
INSERT INTO order_items
SELECT 1 + i % 600, 'SKU-' || printf('%04d', (i * 37) % 250), 1 + i % 4, 199 + (i * 97) % 9000
FROM n;

UPDATE orders SET total_cents = (SELECT SUM(quantity * unit_cents) FROM order_items WHERE order_id = orders.id);
