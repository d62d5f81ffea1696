// Stage 39 of the crusher line (west face).
import { step38 } from './module38';
export function step39(t: number): number {
  return step38(t) + t * 39;
}
