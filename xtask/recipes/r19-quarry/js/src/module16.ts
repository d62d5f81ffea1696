// Stage 16 of the crusher line (north face).
import { step15 } from './module15';
export function step16(t: number): number {
  return step15(t) + t * 16;
}
