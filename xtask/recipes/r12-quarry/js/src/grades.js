'use strict';
// Slate grades by thickness in millimetres.
const GRADES = [
  { name: 'Best', maxMm: 5 },
  { name: 'Strong', maxMm: 7 },
  { name: 'Heavy', maxMm: 10 },
];

function gradeFor(mm) {
  const g = GRADES.find((x) => mm <= x.maxMm);
  if (!g) throw new RangeError(`no grade for ${mm} mm`);
  return g.name;
}

module.exports = { gradeFor, GRADES };
