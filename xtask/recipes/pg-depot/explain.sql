-- Query plans of the depot's two slow reports, with run-time statistics.
EXPLAIN (ANALYZE, BUFFERS, COSTS)
SELECT c.region, p.service, count(*) AS parcels, round(avg(p.weight_g)) AS avg_g
FROM parcels p JOIN customers c ON c.id = p.customer_id
WHERE p.created_at >= '2024-05-10' AND p.weight_g > 5000
GROUP BY c.region, p.service ORDER BY parcels DESC;

EXPLAIN (ANALYZE, BUFFERS)
SELECT s.depot, p.id, max(s.scanned) AS last_scan
FROM scans s JOIN parcels p ON p.id = s.parcel_id
WHERE NOT p.delivered AND p.created_at < '2024-05-20'
GROUP BY s.depot, p.id ORDER BY last_scan LIMIT 20;
