// Stage 21 of the crusher line (east face).
import { step20 } from './module20';
export function step21(t: number): number {
  return step20(t) + t * 21;
}
