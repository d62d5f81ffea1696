// Stage 33 of the crusher line (east face).
import { step32 } from './module32';
export function step33(t: number): number {
  return step32(t) + t * 33;
}
