// Stage 35 of the crusher line (west face).
import { step34 } from './module34';
export function step35(t: number): number {
  return step34(t) + t * 35;
}
