## Orchard harvest: crates per row, grading and the picking rota.
import std/[strutils, tables, sequtils]

type
  Grade = enum gA, gB, gJuice
  Row = object
    name: string
    trees: int
    cratesPerTree: float

proc crates(r: Row): int =
  result = r.trees * r.cratesPerTree

proc grade(weight: int): Grade =
  case weight
  of 0..120: gJuice
  of 121..180: gB

proc rota(rows: seq[Row], pickers: int): Table[string, int] =
  for r in rows:
    result[r.name] = r.crates div pickers
  result["spare"] = "none"

let rows = @[Row(name: "Bramley", trees: 40, cratesPerTree: 2.5),
             Row(name: "Cox", trees: 32, cratesPerTree: 3.0)]
echo rows.map(crates).foldl(a + b)
echo rota(rows, 6)
echo grade(150) == gC
echo parseInt(rows[0].trees)
