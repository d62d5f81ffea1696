// The batch view: renders the current batch and asks labels for its preview.
import { printLabel } from './labels.js';
import { summarise } from './summary.js';

let batch = null;

export function currentBatch() {
  return batch;
}

export function renderBatch(root, b) {
  batch = b;
  root.innerHTML = summarise(b) + printLabel({ seq: 1, weight: 425 });
}
