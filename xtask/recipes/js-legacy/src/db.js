var fs = require('fs');
var path = require('path');

var DATA = path.join(__dirname, '..', 'data');
var cache = {};

function table(name) {
  if (cache[name]) return cache[name];
  var file = path.join(DATA, name + '.json');
  var rows = JSON.parse(fs.readFileSync(file, 'utf8'));
  cache[name] = rows;
  return rows;
}

function insert(name, row) {
  var rows = table(name);
  rows.push(row);
  save(name);
}

function update(name, key, changes) {
  var rows = table(name);
  var index = rows.findIndex(function (r) { return r.email == key; });
  if (index == -1) return null;
  rows[index] = Object.assign(rows[index], changes);
  save(name);
  return rows[index];
}

function save(name) {
  fs.writeFileSync(path.join(DATA, name + '.json'), JSON.stringify(cache[name], null, 2));
  lastSaved = Date.now();
}

module.exports = { table: table, insert: insert, update: update };
