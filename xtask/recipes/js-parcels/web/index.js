import { trackingNumber, formatLabel } from './label-view.js';
import { renderTimeline } from './timeline-view.js';
import HUBS from './hubs.js';

const list = document.querySelector('#parcels');
for (const serial of [1234, 5678, 91011]) {
  const li = document.createElement('li');
  li.textContent = `${trackingNumber(serial)} ${formatLabel(serial)}`;
  list.append(li);
}
renderTimeline(document.querySelector('#timeline'), HUBS);
