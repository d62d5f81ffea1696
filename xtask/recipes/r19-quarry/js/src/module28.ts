// Stage 28 of the crusher line (north face).
import { step27 } from './module27';
export function step28(t: number): number {
  return step27(t) + t * 28;
}
