// Stage 25 of the crusher line (east face).
import { step24 } from './module24';
export function step25(t: number): number {
  return step24(t) + t * 25;
}
