import { format } from 'date-fns';
import './timeline.css';

export function renderTimeline(el, hubs) {
  el.textContent = hubs.map((h) => `${h.code} ${format(new Date(h.since), 'PP')}`).join(' → ');
}
