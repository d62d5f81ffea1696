const lodash = require('lodash');

function alarm(t) {
  return t > 1300 ? 'ALARM' : 'ok';
}

module.exports = { alarm, lodash };
