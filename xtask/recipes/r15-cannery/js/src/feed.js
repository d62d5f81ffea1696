// The line feed: polls the line controller and formats weights for the summary.
import { summarise } from './summary.js';

export function startFeed(path) {
  const listeners = {};
  return { on(kind, fn) { listeners[kind] = fn; }, path, summarise };
}

export function formatWeight(g) {
  return `${g.toFixed(1)} g`;
}
