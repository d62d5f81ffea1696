// Snapshots each of the 120 instruments' state with structuredClone before a reconfiguration; instrument 44 holds a callback.
'use strict';
for (let i = 1; i <= 120; i++) {
  const state = { id: `inst-${String(i).padStart(3, '0')}`, gain: 1 + (i % 4), cooler: { setpoint: -80 - (i % 5), power: 40 + (i % 30) }, filters: ['U', 'B', 'V', 'R', 'I'].slice(0, 2 + (i % 4)) };
  if (i === 44) state.cooler.onAlarm = function notifyNightAssistant() {};
  try {
    const copy = structuredClone(state);
    console.log(`${copy.id}: snapshot taken`);
    console.log(`  ${JSON.stringify(copy)}`);
  } catch (err) {
    console.log(`${state.id}: ${err.name}: ${err.message}`);
  }
}
