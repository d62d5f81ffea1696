-- Stock reports, written by hand over a few years.
select b.code, s.sku, sum(s.qty) as on_hand
from bins b join stock s on s.bin_id = b.id
where s.qty > 0
group by b.code, s.sku
order by 3 desc;

SELECT o.number, o.customer_id, COUNT(*) lines, SUM(l.qty*l.unit_price) AS total
FROM orders o
LEFT OUTER JOIN order_lines l ON l.order_id=o.id
WHERE o.created_at >= '2024-01-01' and o.status in ('open','picking')
GROUP BY o.number, o.customer_id
HAVING SUM(l.qty*l.unit_price) > 1000;

select *
from moves m
    where m.moved_at > now() - interval '7 days'
  AND m.qty<>0;

SELECT sku, Avg(qty) as avg_qty, max(qty) AS MaxQty FROM stock GROUP BY sku;
