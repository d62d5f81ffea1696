// Compiles the 120 scheduling rules with vm.Script and runs each against a sample night; rule 17 has a syntax error.
'use strict';
const vm = require('node:vm');
const fs = require('node:fs');
fs.mkdirSync('rules', { recursive: true });
for (let r = 1; r <= 120; r++) {
  const file = `rules/rule-${String(r).padStart(2, '0')}.js`;
  const body = r === 17
    ? `const limit = ${r} * 2;\nconst ok = night.seeing < 1.5 &&\n  night.moon < ) limit;\nok;\n`
    : `const limit = ${r} * 2;\nconst ok = night.seeing < 1.5 &&\n  night.moon < limit;\nok;\n`;
  fs.writeFileSync(file, body);
}
for (let r = 1; r <= 120; r++) {
  const file = `rules/rule-${String(r).padStart(2, '0')}.js`;
  try {
    const script = new vm.Script(fs.readFileSync(file, 'utf8'), { filename: file });
    const night = { seeing: 0.8 + (r % 9) / 10, moon: r * 3 };
    console.log(`${file}: compiled, accepts sample night: ${script.runInNewContext({ night })}`);
    console.log(`  seeing ${night.seeing.toFixed(1)} arcsec, moon ${night.moon}%, limit ${r * 2}`);
  } catch (err) {
    console.log(`${file}: ${err.name}: ${err.message}`);
    console.log(err.stack);
  }
}
