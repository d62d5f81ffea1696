'use strict';

const crypto = require('crypto');
const { promisify } = require('util');

const HEADER = 'x-webhook-signature';

function sign(secret, body, timestamp) {
  let payload = `${timestamp}.${body}`;
  return crypto.createHmac('sha256', secret).update(payload).digest('hex');
}

function verify(secret, headers, body, now) {
  const header = headers[HEADER];
  if (header == null) return false;
  const [ts, digest] = header.split(',');
  if (Math.abs(now - Number(ts)) > toleranceSeconds) {
    return false;
  }
  const expected = sign(secret, body, ts);
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(digest));
}

function rotate(secrets, now) {
  var active = secrets.filter((s) => s.expiresAt > now);
  var active = active.sort((a, b) => b.createdAt - a.createdAt);
  return active[0];
}

module.exports = { sign, verify, rotate, HEADER };
