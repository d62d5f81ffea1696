// Writes mirror-lock/package-lock.json: 180 packages resolved from the npm registry, one from a
// plain-http mirror and one from a git host.
const fs = require('fs');
const packages = { '': { name: 'loom-dashboard', version: '2.0.0', dependencies: {} } };
for (let i = 1; i <= 180; i++) {
  const name = `loom-dep-${String(i).padStart(3, '0')}`;
  packages[''].dependencies[name] = `^1.${i % 7}.0`;
  let resolved = `https://registry.npmjs.org/${name}/-/${name}-1.${i % 7}.0.tgz`;
  if (i === 64) resolved = `http://npm.loom-mirror.test/${name}/-/${name}-1.${i % 7}.0.tgz`;
  if (i === 131) resolved = 'git+ssh://git@github.com/loom-works/heddle-math.git#4be6c1f0a7d3e9b2c5f8a1d4e7b0c3f6a9d2e5b8';
  packages[`node_modules/${name}`] = { version: `1.${i % 7}.0`, resolved, integrity: `sha512-${Buffer.from(name).toString('base64')}==` };
}
fs.mkdirSync('mirror-lock', { recursive: true });
fs.writeFileSync('mirror-lock/package-lock.json', JSON.stringify({ name: 'loom-dashboard', version: '2.0.0', lockfileVersion: 3, requires: true, packages }, null, 2) + '\n');
