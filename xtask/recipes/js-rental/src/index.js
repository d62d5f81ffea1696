'use strict';

module.exports = { ...require('./pricing'), ...require('./booking') };
