// Stage 17 of the crusher line (east face).
import { step16 } from './module16';
export function step17(t: number): number {
  return step16(t) + t * 17;
}
