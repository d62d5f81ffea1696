// Walks the conveyor chain recursively; the chain loops back on itself.
const chain = {};
for (let i = 1; i <= 50; i++) chain[`conveyor-${i}`] = `conveyor-${i + 1}`;
chain['conveyor-51'] = 'conveyor-17';

function lengthFrom(unit, seen = 0) {
  const next = chain[unit];
  if (!next) return seen;
  return lengthFrom(next, seen + 1);
}

console.log(`chain length: ${lengthFrom('conveyor-1')}`);
