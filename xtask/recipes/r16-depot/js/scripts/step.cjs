// A build step that prints progress lines at fixed intervals; `fail` makes it exit 1 at line N.
const [name, count, delay, failAt] = process.argv.slice(2);
let line = 0;
const timer = setInterval(() => {
  line += 1;
  if (Number(failAt) === line) {
    console.error(`${name}: error: bay-047.json: unexpected token } at 12:3`);
    clearInterval(timer);
    process.exit(1);
  }
  console.log(`${name}: processed chunk ${line}/${count}`);
  if (line === Number(count)) {
    clearInterval(timer);
    console.log(`${name}: done`);
  }
}, Number(delay));
