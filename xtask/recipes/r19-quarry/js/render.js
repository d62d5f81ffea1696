// Renders an invoice from its template.
const fs = require('fs');
const Handlebars = require('handlebars');

const source = fs.readFileSync(__dirname + '/templates/invoice.hbs', 'utf8');
const template = Handlebars.compile(source);
console.log(template({ number: 'INV-1907', customer: { name: 'Hill & Co' }, loads: [] }));
