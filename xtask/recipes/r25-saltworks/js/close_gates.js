// Close every gate; a helper three calls down exits the process when a gate reports a fault.
function fault(gate) {
  console.error(`gate ${gate}: limit switch reports fault F-7`);
  process.exit(4);
}
function check(gate, n) {
  if (n === 176) fault(gate);
}
function close(n) {
  const gate = `G-${String(n).padStart(3, '0')}`;
  check(gate, n);
  console.log(`gate ${gate}: closed, brine held at ${30 + (n % 17)} cm`);
}
for (let n = 1; n <= 240; n++) close(n);
console.log('all gates closed');
