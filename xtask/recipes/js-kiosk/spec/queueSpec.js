const { Queue } = require('../src/queue');

describe('Queue', () => {
  let q;
  beforeEach(() => {
    q = new Queue(20);
  });

  it('books a party into an empty window', () => {
    expect(q.book('10:00', 4)).toEqual({ ok: true, left: 16 });
  });
  it('refuses a party that does not fit', () => {
    q.book('10:00', 18);
    expect(q.book('10:00', 4)).toEqual({ ok: false, reason: 'full', left: 2 });
  });
  it('finds the next window with room', () => {
    q.book('10:00', 20);
    q.book('10:15', 19);
    expect(q.nextWithRoom('10:00', 2)).toBe('10:30');
  });
  it('returns null after closing time', () => {
    expect(q.nextWithRoom('18:00', 1)).toBeNull();
  });
  it('keeps per-window counts', () => {
    q.book('11:00', 5);
    q.book('11:00', 6);
    expect(q.windows).toEqual(new Map([['11:00', 11], ['11:15', 0]]));
  });
  it('reports the windows it booked', () => {
    q.book('09:00', 1);
    expect(q.bookedWindows()).toEqual(['09:00']);
  });
});
