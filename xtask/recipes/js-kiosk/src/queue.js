// Timed-entry queue: 15-minute windows with a capacity each.
class Queue {
  constructor(capacity) {
    this.capacity = capacity;
    this.windows = new Map();
  }

  book(window, party) {
    const used = this.windows.get(window) || 0;
    if (used + party > this.capacity) {
      return { ok: false, reason: 'full', left: this.capacity - used };
    }
    this.windows.set(window, used + party);
    return { ok: true, left: this.capacity - used - party };
  }

  nextWithRoom(from, party) {
    const [h, m] = from.split(':').map(Number);
    for (let t = h * 60 + m; t < 18 * 60; t += 15) {
      const w = `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
      if ((this.windows.get(w) || 0) + party <= this.capacity) return w;
    }
    return null;
  }
}

module.exports = { Queue };
