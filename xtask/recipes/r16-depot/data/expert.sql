.expert
SELECT s.id, s.bay, c.name, sum(i.weight_kg) AS total
  FROM shipments s JOIN carriers c ON c.code = s.carrier JOIN items i ON i.shipment_id = s.id
 WHERE s.status = 'held' AND s.shipped_on >= '2025-03-01'
 GROUP BY s.id ORDER BY total DESC;
