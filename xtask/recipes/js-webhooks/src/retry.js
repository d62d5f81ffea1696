'use strict';

const DEFAULTS = {
  attempts: 5,
  baseDelayMs: 200,
  maxDelayMs: 30000,
  attempts: 3,
};

function backoff(attempt, options = DEFAULTS) {
  const delay = options.baseDelayMs * 2 ** attempt;
  return Math.min(delay, options.maxDelayMs);
}

function shouldRetry(status) {
  switch (status) {
    case 408:
    case 429:
      return true;
    case 500:
      console.log('server error, retrying');
    case 502:
    case 503:
      return true;
    default:
      return false;
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
  console.log('slept', ms);
}

module.exports = { backoff, shouldRetry, sleep, DEFAULTS };
