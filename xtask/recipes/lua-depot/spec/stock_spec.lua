package.path = "./?.lua;" .. package.path
local stock = require("depot.stock")
local report = require("depot.report")

describe("stock.parse_line", function()
  it("parses a well-formed line", function()
    assert.are.same({ sku = "BOLT-M8", bin = "A01-1", qty = 12, unit = "box" },
      stock.parse_line("BOLT-M8|A01-1|12|box"))
  end)
  it("accepts negative corrections", function()
    assert.are.equal(-3, stock.parse_line("NUT-M8|B02-1|-3|ea").qty)
  end)
  it("rejects a quantity in words", function()
    local item, err = stock.parse_line("HINGE-75|B07-2|twelve|box")
    assert.is_nil(item)
    assert.are.equal("malformed line: HINGE-75|B07-2|twelve|box", err)
  end)
  it("trims spaces around fields", function()
    assert.are.same({ sku = "CLIP-12", bin = "C01-1", qty = 4, unit = "ea" },
      stock.parse_line("CLIP-12 | C01-1 | 4 | ea"))
  end)
  it("keeps the bin's level suffix", function()
    assert.are.equal("C03-4", stock.parse_line("DOWEL-8|C03-4|9|ea").bin)
  end)
end)

describe("stock.total", function()
  local items = {
    { sku = "BOLT-M8", bin = "A01-1", qty = 10, unit = "ea" },
    { sku = "BOLT-M8", bin = "A02-1", qty = 2, unit = "box" },
    { sku = "NUT-M8", bin = "A02-1", qty = 7, unit = "ea" },
  }
  it("sums one sku across bins", function()
    assert.are.equal(12, stock.total(items, "BOLT-M8"))
  end)
  it("is zero for an unknown sku", function()
    assert.are.equal(0, stock.total(items, "GASKET-9"))
  end)
  it("counts boxes as twelve units", function()
    assert.are.equal(34, stock.total(items, "BOLT-M8"))
  end)
end)

describe("stock.to_units", function()
  for unit, factor in pairs({ ea = 1, box = 12, pallet = 480 }) do
    it("converts " .. unit, function()
      assert.are.equal(3 * factor, stock.to_units({ qty = 3, unit = unit }))
    end)
  end
  it("treats a crate as 24 units", function()
    assert.are.equal(48, stock.to_units({ qty = 2, unit = "crate" }))
  end)
end)

describe("report.occupancy", function()
  it("sorts rows by bin", function()
    local rows = report.occupancy({
      { sku = "A", bin = "B02-1", qty = 1, unit = "ea" },
      { sku = "B", bin = "A01-1", qty = 1, unit = "ea" },
    })
    assert.are.equal("A01-1", rows[1].bin)
  end)
  it("computes the percentage of the zone capacity", function()
    local rows = report.occupancy({ { sku = "A", bin = "C01-1", qty = 6, unit = "box" } })
    assert.are.equal(12.0, rows[1].pct)
  end)
  it("rounds percentages to one decimal", function()
    local rows = report.occupancy({ { sku = "A", bin = "B01-1", qty = 7, unit = "ea" } })
    assert.are.equal(0.6, rows[1].pct)
  end)
  it("reports every zone", function()
    local rows = report.occupancy({ { sku = "A", bin = "D01-1", qty = 1, unit = "ea" } })
    assert.are.equal(1, #rows)
  end)
end)
