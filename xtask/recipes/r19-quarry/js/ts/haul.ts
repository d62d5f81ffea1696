// Plans a day's haulage.
interface Load {
  ticket: string;
  tonnes: number;
  face: 'north' | 'east' | 'south';
}

function plan(loads: Load[]): number {
  return loads.reduce((sum, l) => sum + l.tonnes, 0);
}

const loads: Load[] = [
  { ticket: 'T00001', tonnes: 22, face: 'north' },
  { ticket: 'T00002', tonnes: '18', face: 'east' },
  { ticket: 'T00003', tonnes: 25, face: 'west' },
];

console.log(plan(loads));
