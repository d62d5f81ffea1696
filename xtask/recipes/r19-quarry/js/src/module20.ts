// Stage 20 of the crusher line (north face).
import { step19 } from './module19';
export function step20(t: number): number {
  return step19(t) + t * 20;
}
