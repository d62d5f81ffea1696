# Harvest statistics in CoffeeScript.
grade = (moisture) ->
  if moisture < 18 then 'A' else 'B'

summary = (batches) ->
  total = 0
  for b in batches
    total += b.kg
  mean = total / batches.length
    console.log "mean #{mean}"
  { total, mean }

module.exports = { grade, summary }
