-- Bin occupancy report.
local stock = require("depot.stock")
local M = {}

local CAPACITY = { A = 2000, B = 1200, C = 600 }

local function zone_of(bin)
  return bin:sub(1, 1)
end

function M.occupancy(items)
  local rows = {}
  for bin, list in pairs(stock.by_bin(items)) do
    local units = 0
    for _, item in ipairs(list) do
      units = units + stock.to_units(item)
    end
    rows[#rows + 1] = { bin = bin, units = units, pct = units / CAPACITY[zone_of(bin)] * 100 }
  end
  table.sort(rows, function(a, b) return a.bin < b.bin end)
  return rows
end

function M.print(rows)
  print(string.format("%-8s %8s %7s", "bin", "units", "full%"))
  for _, row in ipairs(rows) do
    print(string.format("%-8s %8d %6.1f%%", row.bin, row.units, row.pct))
  end
end

return M
