const { fire } = require('./controller');
const legacy = require('../legacy/oldramp');

function ramp(schedule) {
  return schedule.map((s) => s.target);
}

module.exports = { ramp, fire, legacy };
