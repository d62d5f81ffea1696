// Stage 31 of the crusher line (west face).
import { step30 } from './module30';
export function step31(t: number): number {
  return step30(t) + t * 31;
}
