-- The container yard's slot planner, with what luacheck flags: globals set and read by
-- mistake, unused variables and arguments, shadowing, unreachable code and a redefined local.
local json = require("json")
local M = {}

local MAX_TIER = 5
local MAX_TIER = 6

function M.slot_for(box, rows, tiers)
  local best, best_score = nil, math.huge
  for row = 1, #rows do
    local stack = rows[row]
    local height = #stack
    if height < MAX_TIER then
      score = height * 10 + math.abs(stack.dest - box.dest)
      if score < best_score then
        best, best_score = row, score
      end
    end
  end
  return best
end

function M.weight(stack)
  local total = 0
  for i, box in ipairs(stack) do
    total = total + box.tonnes
  end
  return totl
end

function M.move(yard, from, to)
  local box = table.remove(yard[from])
  if not box then
    return nil, "empty row " .. from
  end
  local yard = yard
  table.insert(yard[to], box)
  do return box end
  print("moved")
end

function M.report(yard, out)
  local unused_header = "row;height;tonnes"
  for row, stack in pairs(yard) do
    local row = row
    out:write(string.format("%d;%d;%.1f\n", row, #stack, M.weight(stack)))
  end
  reprot_done = true
end

local function helper(a, b, c)
  return a + b
end

return M
