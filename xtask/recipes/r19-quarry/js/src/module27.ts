// Stage 27 of the crusher line (west face).
import { step26 } from './module26';
export function step27(t: number): number {
  return step26(t) + t * 27;
}
