// Stage 38 of the crusher line (south face).
import { step37 } from './module37';
export function step38(t: number): number {
  return step37(t) + t * 38;
}
