'use strict';

const DAY = 24 * 60 * 60 * 1000;

function addBusinessDays(date, days) {
  const d = new Date(date.getTime());
  let left = days;
  while (left > 0) {
    d.setTime(d.getTime() + DAY);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

function dueDate(invoice) {
  const issued = new Date(invoice.issued + 'T00:00:00Z');
  const terms = invoice.customer.terms;
  if (terms.endsWith('EOM')) {
    const end = new Date(Date.UTC(issued.getUTCFullYear(), issued.getUTCMonth() + 1, 0));
    return addBusinessDays(end, Number(terms.slice(0, -3)));
  }
  return new Date(issued.getTime() + Number(terms.replace('NET', '')) * DAY);
}

function isOverdue(invoice, today) {
  return dueDate(invoice).getTime() < today.getTime();
}

async function remind(invoice, send) {
  if (!isOverdue(invoice, new Date(invoice.checkedOn + 'T00:00:00Z'))) return null;
  const receipt = await send(invoice.customer.email, `Invoice ${invoice.number} is overdue`);
  return receipt.id;
}

module.exports = { addBusinessDays, dueDate, isOverdue, remind };
