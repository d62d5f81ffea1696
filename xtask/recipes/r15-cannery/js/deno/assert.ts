// A minimal assertEquals (no remote imports are reachable from the recording machine).
export function assertEquals<T>(actual: T, expected: T): void {
  if (actual !== expected) {
    throw new Error(`Values are not equal:\n\n    actual: ${actual}\n  expected: ${expected}`);
  }
}
