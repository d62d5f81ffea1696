// Batch summaries; the weight formatting comes from the feed module.
import { formatWeight } from './feed.js';

export function summarise(b) {
  return `${b.lot}: ${formatWeight(b.mean)}`;
}
