// Stage 9 of the crusher line (east face).
import { step08 } from './module08';
export function step09(t: number): number {
  return step08(t) + t * 9;
}
