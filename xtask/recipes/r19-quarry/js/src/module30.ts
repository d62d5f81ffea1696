// Stage 30 of the crusher line (south face).
import { step29 } from './module29';
export function step30(t: number): number {
  return step29(t) + t * 30;
}
