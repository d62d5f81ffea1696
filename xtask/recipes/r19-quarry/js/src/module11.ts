// Stage 11 of the crusher line (west face).
import { step10 } from './module10';
export function step11(t: number): number {
  return step10(t) + t * 11;
}
