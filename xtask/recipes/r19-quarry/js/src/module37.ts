// Stage 37 of the crusher line (east face).
import { step36 } from './module36';
export function step37(t: number): number {
  return step36(t) + t * 37;
}
