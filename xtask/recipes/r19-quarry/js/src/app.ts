// Entry point.
import { step40 } from './module40';
import { LEGACY_SCALE } from './legacy/shim';
console.log(step40(2) * LEGACY_SCALE);
