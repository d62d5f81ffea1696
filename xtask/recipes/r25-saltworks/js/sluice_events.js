// The sluice controller emits an 'error' event nobody listens for, after a long gate log.
const { EventEmitter } = require('node:events');

class Sluice extends EventEmitter {
  constructor(id) {
    super();
    this.id = id;
  }

  open(level) {
    if (level > 48) {
      this.emit('error', new RangeError(`sluice ${this.id}: brine level ${level} cm above the weir (max 48 cm)`));
      return;
    }
    console.log(`sluice ${this.id}: opened at brine level ${level} cm`);
  }
}

for (let n = 1; n <= 260; n++) {
  const sluice = new Sluice(`S-${String(n).padStart(3, '0')}`);
  sluice.open(n === 214 ? 52 : 30 + (n % 17));
}
