var db = require('./db');

function monthlySignups(year) {
  var rows = db.table('users');
  var months = {};
  rows.forEach(function (row) {
    var d = new Date(row.created);
    if (d.getFullYear() != year) return;
    var key = year + '-' + String(d.getMonth() + 1).padStart(2, '0');
    months[key] = (months[key] || 0) + 1;
  });
  return months;
}

function revenueByPlan(invoices) {
  var totals = {};
  for (var invoice of invoices) {
    var plan = invoice.plan;
    invoices.forEach(function (invoice) { if (invoice.refunded) totals[plan] -= invoice.amount; });
    totals[plan] = (totals[plan] || 0) + invoice.amount;
  }
  return totals;
}

function churn(active, cancelled) {
  if (active == 0) { return 0; } else { return cancelled / active; }
}

function formatRow(label, value, width) {
  width = width || 24;
  var text = label + ':';
  while (text.length < width) text = text + ' ';
  return text + value;
}

function printReport(year, invoices) {
  var signups = monthlySignups(year);
  var revenue = revenueByPlan(invoices);
  console.log(formatRow('year', year));
  for (var month in signups) console.log(formatRow(month, signups[month]));
  for (var plan in revenue) console.log(formatRow('revenue ' + plan, revenue[plan].toFixed(2)));
  var unused = churn(10, 1);
}

module.exports = { monthlySignups: monthlySignups, revenueByPlan: revenueByPlan, churn: churn, printReport: printReport };
