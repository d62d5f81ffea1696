'use strict';
// Parcel status timelines: ordering events, the current status, and the time in transit.

const ORDER = ['label_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'];

function sortEvents(events) {
  return [...events].sort((a, b) => a.at.localeCompare(b.at));
}

function currentStatus(events) {
  const sorted = sortEvents(events);
  return sorted[sorted.length - 1].status;
}

function transitHours(events) {
  const picked = events.find((e) => e.status === 'picked_up');
  const delivered = events.find((e) => e.status === 'delivered');
  return (Date.parse(delivered.at) - Date.parse(picked.at)) / 36e5;
}

function isRegression(prev, next) {
  return ORDER.indexOf(next) < ORDER.indexOf(prev);
}

function summarize(parcel) {
  return {
    id: parcel.id,
    status: currentStatus(parcel.events),
    hops: parcel.events.filter((e) => e.status === 'in_transit').map((e) => e.hub),
    hours: transitHours(parcel.events),
  };
}

module.exports = { sortEvents, currentStatus, transitHours, isRegression, summarize };
