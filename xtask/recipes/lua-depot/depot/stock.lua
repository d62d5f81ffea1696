-- Stock levels per bin, loaded from a pipe-separated file.
local M = {}

function M.parse_line(line)
  local sku, bin, qty, unit = line:match("^(%S+)|(%S+)|(%-?%d+)|(%a+)$")
  if not sku then
    return nil, "malformed line: " .. line
  end
  return { sku = sku, bin = bin, qty = tonumber(qty), unit = unit }
end

function M.load(path)
  local items = {}
  for line in io.lines(path) do
    if line ~= "" and line:sub(1, 1) ~= "#" then
      local item, err = M.parse_line(line)
      if item then
        items[#items + 1] = item
      else
        io.stderr:write("warning: ", err, "\n")
      end
    end
  end
  return items
end

function M.total(items, sku)
  local sum = 0
  for _, item in ipairs(items) do
    if item.sku == sku then
      sum = sum + item.qty
    end
  end
  return sum
end

-- Groups items by bin; a bin holds a list of items.
function M.by_bin(items)
  local bins = {}
  for _, item in ipairs(items) do
    bins[item.bin] = bins[item.bin] or {}
    table.insert(bins[item.bin], item)
  end
  return bins
end

-- Converts a quantity to base units (boxes hold 12, pallets 480).
function M.to_units(item)
  local factor = ({ ea = 1, box = 12, pallet = 480 })[item.unit]
  return item.qty * factor
end

return M
