// Stage 19 of the crusher line (west face).
import { step18 } from './module18';
export function step19(t: number): number {
  return step18(t) + t * 19;
}
