// Stage 24 of the crusher line (north face).
import { step23 } from './module23';
export function step24(t: number): number {
  return step23(t) + t * 24;
}
