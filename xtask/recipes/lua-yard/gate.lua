-- The yard gate's truck log: parses entries and counts trucks per haulier.
local gate = {}

function gate.parse(line)
  local plate, haulier, time = line:match("^(%S+)%s+(%S+)%s+(%d+:%d+)$")
  if not plate then return nil end
  return { plate = plate, haulier = haulier, time = time }
end

function gate.count(lines)
  local counts = {}
  for _, line in ipairs(lines) do
    local e = gate.parse(line)
    if e then
      counts[e.haulier] = (counts[e.haulier] or 0) + 1
    end
  end
  return counts
end

function gate.busiest(counts)
  local name, most = nil, 0
  for k, v in pairs(counts) do
    if v > most then name, most = k, v end
  end
  return name, most
end

return gate
