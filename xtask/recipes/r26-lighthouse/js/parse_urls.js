// Parses the keepers' status endpoints; one was typed without its colon.
const endpoints = [];
for (let n = 1; n <= 400; n++) endpoints.push(`https://keeper.example/stations/S-${String(n).padStart(3, '0')}/status?fmt=json`);
endpoints[140] = 'https//keeper.example/stations/S-141/status?fmt=json';
for (const [i, e] of endpoints.entries()) {
  const u = new URL(e);
  console.log(`${String(i + 1).padStart(3)} ${u.host} ${u.pathname} ${u.searchParams.get('fmt')}`);
}
