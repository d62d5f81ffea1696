// Stage 12 of the crusher line (north face).
import { step11 } from './module11';
export function step12(t: number): number {
  return step11(t) + t * 12;
}
