"""Transpiles the yard's reporting queries from MySQL to PostgreSQL with sqlglot; one is malformed."""

import sqlglot

QUERIES = [f"SELECT bay, COUNT(*) AS moves FROM moves_{i:02d} WHERE `gate` = 'G{i % 7 + 1}' GROUP BY bay LIMIT {i}"
           for i in range(1, 41)]
QUERIES[26] = "SELECT bay, SUM(weight_kg) FROM moves_27 WHERE gate IN ('G1', 'G2' GROUP BY bay"

for n, query in enumerate(QUERIES, 1):
    print(f"-- query {n}")
    print(sqlglot.transpile(query, read="mysql", write="postgres")[0])
