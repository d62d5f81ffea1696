// Stage 2 of the crusher line (south face).
import { step01 } from './module01';
export function step02(t: number): number {
  return step01(t) + t * 2;
}
