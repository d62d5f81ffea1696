// Stage 18 of the crusher line (south face).
import { step17 } from './module17';
export function step18(t: number): number {
  return step17(t) + t * 18;
}
