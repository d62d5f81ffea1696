## Unit tests of the orchard's grading and yield helpers.
import std/[unittest, strutils]

proc yieldPerTree(crates, trees: int): float = crates / trees
proc gradeLabel(weight: int): string =
  if weight > 180: "A" elif weight > 120: "B" else: "juice"
proc parseRow(line: string): (string, int) =
  let parts = line.split(',')
  (parts[0].strip, parseInt(parts[1].strip))

suite "grading":
  test "heavy apples are grade A":
    check gradeLabel(200) == "A"
  test "boundary 180 is grade A":
    check gradeLabel(180) == "A"
  test "light apples go to juice":
    check gradeLabel(90) == "juice"

suite "yield":
  test "yield per tree":
    check yieldPerTree(100, 40) == 2.5
  test "yield of an empty row":
    check yieldPerTree(0, 0) == 0.0
  test "rounded yield":
    check yieldPerTree(10, 3) == 3.33

suite "parsing":
  test "parse a row line":
    check parseRow("Bramley, 40") == ("Bramley", 40)
  test "parse a row with a bad count":
    check parseRow("Cox, forty")[1] == 40
  test "parse a row without a comma":
    let (name, trees) = parseRow("Russet 12")
    check name == "Russet"
    check trees == 12
