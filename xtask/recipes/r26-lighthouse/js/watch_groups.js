// Logs the night's watches with console.group: station, then lamp, then each check.
for (let s = 1; s <= 12; s++) {
  console.group(`station S-${String(s).padStart(3, '0')}`);
  for (let l = 1; l <= 6; l++) {
    console.group(`lamp L-${s}${l}`);
    for (const check of ['mantle', 'lens', 'clockwork']) {
      if (s === 7 && l === 4 && check === 'clockwork') {
        console.log(`${check}: weight jammed at 2.1 m, rotation stopped at 03:12`);
      } else {
        console.log(`${check}: ok`);
      }
    }
    console.groupEnd();
  }
  console.groupEnd();
}
console.log('watch log closed: 72 lamps checked');
