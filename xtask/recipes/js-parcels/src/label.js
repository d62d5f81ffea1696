'use strict';
// Label lines and tracking numbers (a mod-10 check digit over the first 11 digits).

function checkDigit(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (i % 2 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function trackingNumber(serial) {
  const body = String(serial).padStart(11, '0');
  return `PX${body}${checkDigit(body)}`;
}

function addressLines(addr) {
  return [addr.name, addr.street, `${addr.postcode} ${addr.city.toUpperCase()}`, addr.country];
}

module.exports = { checkDigit, trackingNumber, addressLines };
