// Stage 7 of the crusher line (west face).
import { step06 } from './module06';
export function step07(t: number): number {
  return step06(t) + t * 7;
}
