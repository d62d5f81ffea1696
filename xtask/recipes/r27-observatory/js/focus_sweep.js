// Logs a focus sweep of 300 steps; the focuser module calls console.trace when asked to move past its travel limit.
'use strict';
function clampTravel(position) {
  if (position > 1800) console.trace(`focuser asked for ${position} um, past the 1800 um limit`);
  return Math.min(position, 1800);
}
function moveFocuser(step, position) {
  return clampTravel(position);
}
function sweepStep(step) {
  const target = step === 133 ? 2140 : 1000 + step * 2;
  const reached = moveFocuser(step, target);
  const fwhm = (1.2 + Math.abs(reached - 1300) / 400).toFixed(2);
  console.log(`step ${String(step).padStart(3, '0')}  focuser ${reached} um  fwhm ${fwhm} arcsec`);
}
for (let step = 1; step <= 300; step++) sweepStep(step);
