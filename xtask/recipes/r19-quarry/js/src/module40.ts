// Stage 40 of the crusher line (north face).
import { step39 } from './module39';
export function step40(t: number): number {
  return step39(t) + t * 40;
}
