const { ramp } = require('./ramp');
const { alarm } = require('./alarm');

function fire(schedule) {
  return ramp(schedule).map(alarm);
}

module.exports = { fire };
