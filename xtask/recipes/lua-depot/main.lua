-- depot: prints stock totals and the bin occupancy report.
package.path = "./?.lua;" .. package.path
local stock = require("depot.stock")
local report = require("depot.report")

local items = stock.load(arg[1] or "data/stock.txt")
print(string.format("loaded %d stock lines", #items))
for i, item in ipairs(items) do
  print(string.format("%3d  %-10s %-7s %4d %s", i, item.sku, item.bin, item.qty, item.unit))
end
for _, sku in ipairs({ "BOLT-M8", "NUT-M8", "WASHER-8", "HINGE-75", "BRACKET-L" }) do
  print(string.format("%-10s total %5d", sku, stock.total(items, sku)))
end
report.print(report.occupancy(items))
