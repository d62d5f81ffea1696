// @flow
// Retort schedules typed with Flow.

type Size = '211x300' | '300x407' | '603x700';

type Schedule = {|
  size: Size,
  minutes: number,
  vent: ?number,
|};

const SCHEDULES: Array<Schedule> = [
  { size: '211x300', minutes: 28, vent: 7 },
  { size: '300x407', minutes: '41', vent: null },
  { size: '401x411', minutes: 55, vent: 9 },
];

export function holdMinutes(size: Size, altitude: number): number {
  const s = SCHEDULES.find((x) => x.size === size);
  return s.minutes + altitude / 300;
}

export function ventFor(size: Size): number {
  const s = SCHEDULES.find((x) => x.size === size);
  if (!s) return 0;
  return s.vent;
}

function describe(s: Schedule): string {
  return s.size + ': ' + s.minutes + ' min, ' + s.extra;
}

holdMinutes('307x409', 600);
describe({ size: '211x300', minutes: 28 });
