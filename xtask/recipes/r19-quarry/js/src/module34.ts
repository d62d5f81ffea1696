// Stage 34 of the crusher line (south face).
import { step33 } from './module33';
export function step34(t: number): number {
  return step33(t) + t * 34;
}
