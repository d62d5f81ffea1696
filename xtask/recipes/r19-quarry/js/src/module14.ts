// Stage 14 of the crusher line (south face).
import { step13 } from './module13';
export function step14(t: number): number {
  return step13(t) + t * 14;
}
