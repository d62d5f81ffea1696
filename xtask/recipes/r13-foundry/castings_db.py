"""Round 13's castings ledger in DuckDB: EXPLAIN ANALYZE of a join with an aggregate."""
import duckdb

con = duckdb.connect()
con.execute("CREATE TABLE pours AS SELECT * FROM read_csv_auto('pours.csv')")
con.execute("""CREATE TABLE moulds AS SELECT * FROM (VALUES
    ('gear-housing', 150), ('pump-body', 40), ('valve-lid', 12), ('brake-drum', 60),
    ('flywheel', 95)) t(mould, capacity_kg)""")
plan = con.execute("""EXPLAIN ANALYZE
    SELECT p.alloy, m.mould, count(*) AS heats, sum(p.poured_kg) AS kg,
           sum(CASE WHEN p.scrap THEN 1 ELSE 0 END) AS scrapped
    FROM pours p JOIN moulds m ON p.mould = m.mould
    WHERE p.temp_c > 1400
    GROUP BY p.alloy, m.mould ORDER BY kg DESC""").fetchall()
for row in plan:
    print(row[1])
