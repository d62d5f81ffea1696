// Stage 22 of the crusher line (south face).
import { step21 } from './module21';
export function step22(t: number): number {
  return step21(t) + t * 22;
}
