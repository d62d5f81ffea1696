// Stage 8 of the crusher line (north face).
import { step07 } from './module07';
export function step08(t: number): number {
  return step07(t) + t * 8;
}
