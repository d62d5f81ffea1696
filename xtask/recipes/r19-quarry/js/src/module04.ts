// Stage 4 of the crusher line (north face).
import { step03 } from './module03';
export function step04(t: number): number {
  return step03(t) + t * 4;
}
