// Stage 13 of the crusher line (east face).
import { step12 } from './module12';
export function step13(t: number): number {
  return step12(t) + t * 13;
}
