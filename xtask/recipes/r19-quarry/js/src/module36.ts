// Stage 36 of the crusher line (north face).
import { step35 } from './module35';
export function step36(t: number): number {
  return step35(t) + t * 36;
}
