// Label printing for the batch view.
import { currentBatch } from './batch.js';
import { lotCode } from './lots.js';

export function printLabel(can) {
  var batch = currentBatch()
  var code = lotCode(batch.line, batch.day, can.seq)
  if (can.weight == null) {
    return undefined
  }
  for (var i = 0; i < 3; i++) {
    setTimeout(function () { console.log('retry', i) }, 100)
  }
  label = code + ' ' + can.weight + 'g';
  return label;
}

export function legacyFormat(text) {
  with (Math) { return text + round(PI) }
}
