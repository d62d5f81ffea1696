.headers on
.mode box
SELECT status, COUNT(*) AS orders, printf('%.2f', SUM(total_cents) / 100.0) AS revenue_eur
FROM orders GROUP BY status ORDER BY orders DESC;

SELECT c.country, c.tier, COUNT(o.id) AS orders, printf('%.2f', AVG(o.total_cents) / 100.0) AS avg_eur
FROM customers c JOIN orders o ON o.customer_id = c.id
GROUP BY c.country, c.tier ORDER BY c.country, c.tier;

.mode column
SELECT c.name, COUNT(*) AS refunds, printf('%.2f', SUM(o.total_cents) / 100.0) AS refunded_eur
FROM orders o JOIN customers c ON c.id = o.customer_id
WHERE o.status = 'refunded' GROUP BY c.id ORDER BY refunded_eur DESC LIMIT 15;

EXPLAIN QUERY PLAN
SELECT c.name, SUM(i.quantity * i.unit_cents)
FROM customers c JOIN orders o ON o.customer_id = c.id JOIN order_items i ON i.order_id = o.id
WHERE o.placed_at >= '2024-03-01' AND i.sku LIKE 'SKU-01%'
GROUP BY c.id ORDER BY 2 DESC;

SELECT strftime('%Y-%m', placed_at) AS month, COUNT(*) AS orders, SUM(total_cents) AS cents
FROM orders WHERE status = 'shipped' GROUP BY month ORDER BY month;

SELECT id, customer_id, total_cents FROM orders WHERE shipped_at IS NULL LIMIT 5;

INSERT INTO orders (id, customer_id, placed_at, status, total_cents) VALUES (17, 3, '2024-05-02', 'shipped', 4599);

SELECT sku, SUM(quantity) AS units FROM order_items GROUP BY sku HAVING units > 30 ORDER BY units DESC LIMIT 10;
