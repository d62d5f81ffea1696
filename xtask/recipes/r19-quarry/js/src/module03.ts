// Stage 3 of the crusher line (west face).
import { step02 } from './module02';
export function step03(t: number): number {
  return step02(t) + t * 3;
}
