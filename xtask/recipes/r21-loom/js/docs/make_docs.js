// Writes docs/guide-NN.md: 60 loom-room guides; guide 17 has a few markdown slips.
const fs = require('fs');
for (let g = 1; g <= 60; g++) {
  const n = String(g).padStart(2, '0');
  let md = `# Loom L-${n}\n\nThe loom weaves ${['plain', 'twill', 'satin'][g % 3]} cloth on ${8 + (g % 4)} shafts.\n\n## Threading\n\n* Warp ends: ${1000 + g * 40}\n* Reed: ${60 + g} dents per 10 cm\n\n## Checks\n\n1. Tension below 48 cN.\n2. Shuttle at ${400 + g * 5} rpm.\n`;
  if (g === 17) {
    md += `\n## Faults\n\n+ Broken weft: stop the loom.\n* Warp out: call the beam room.\n\n[beam room]: <>\n\nSee [the tension chart][chart] before restarting.\n`;
  }
  fs.writeFileSync(`docs/guide-${n}.md`, md);
}
