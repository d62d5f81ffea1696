// The dashboard's entry: wires the label printer, the line feed and the batch view.
import { printLabel } from './labels.js';
import { startFeed } from './feed.js';
import { renderBatch } from './batch.js';

export function boot(root) {
  const feed = startFeed('/line/north');
  feed.on('batch', (b) => renderBatch(root, b));
  return printLabel;
}
