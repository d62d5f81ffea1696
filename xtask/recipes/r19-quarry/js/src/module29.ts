// Stage 29 of the crusher line (east face).
import { step28 } from './module28';
export function step29(t: number): number {
  return step28(t) + t * 29;
}
