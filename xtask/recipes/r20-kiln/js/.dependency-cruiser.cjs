/** Dependency rules of the kiln dashboard. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'no-orphans', severity: 'warn', from: { orphan: true, pathNot: ['\\.cjs$', 'run-all\\.js$'] }, to: {} },
    { name: 'no-legacy', comment: 'the legacy ramp is frozen', severity: 'error', from: { pathNot: '^src/legacy' }, to: { path: '^src/legacy' } },
    { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
  ],
  options: { doNotFollow: { path: 'node_modules' } },
};
