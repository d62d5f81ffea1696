import HUBS from './hubs.js';

const table = document.querySelector('#hubs');
for (const hub of HUBS) {
  const row = table.insertRow();
  row.insertCell().textContent = hub.code;
  row.insertCell().textContent = hub.city;
  row.insertCell().textContent = hub.capacity;
}
