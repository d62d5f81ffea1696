// Stage 10 of the crusher line (south face).
import { step09 } from './module09';
export function step10(t: number): number {
  return step09(t) + t * 10;
}
