// Stage 26 of the crusher line (south face).
import { step25 } from './module25';
export function step26(t: number): number {
  return step25(t) + t * 26;
}
