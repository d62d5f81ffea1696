// Stage 6 of the crusher line (south face).
import { step05 } from './module05';
export function step06(t: number): number {
  return step05(t) + t * 6;
}
