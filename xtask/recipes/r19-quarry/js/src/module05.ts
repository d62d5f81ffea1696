// Stage 5 of the crusher line (east face).
import { step04 } from './module04';
export function step05(t: number): number {
  return step04(t) + t * 5;
}
