// Validates every operation of queries.graphql against schema.graphql and prints the errors the
// way graphql-js prints them (with their source excerpt), then a summary line.
const fs = require('fs');
const path = require('path');
const { buildSchema, parse, validate, Source } = require('graphql');

const schema = buildSchema(fs.readFileSync(path.join(__dirname, 'schema.graphql'), 'utf8'));
const file = path.join('graphql', 'queries.graphql');
const doc = parse(new Source(fs.readFileSync(file, 'utf8'), file));
const errors = validate(schema, doc);
for (const error of errors) {
  console.error(String(error) + "\n");
}
console.error(`${errors.length} validation error(s) in ${file}`);
process.exitCode = errors.length ? 1 : 0;
