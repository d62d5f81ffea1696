// Stage 23 of the crusher line (west face).
import { step22 } from './module22';
export function step23(t: number): number {
  return step22(t) + t * 23;
}
