// Stage 15 of the crusher line (west face).
import { step14 } from './module14';
export function step15(t: number): number {
  return step14(t) + t * 15;
}
