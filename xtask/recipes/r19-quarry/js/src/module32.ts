// Stage 32 of the crusher line (north face).
import { step31 } from './module31';
export function step32(t: number): number {
  return step31(t) + t * 32;
}
