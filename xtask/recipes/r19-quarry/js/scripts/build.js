// Bundles the app; fails when a page's asset is missing.
const pages = ['index', 'tickets', 'loads', 'trucks', 'invoices', 'faces', 'grades', 'reports'];
for (const p of pages) console.log(`build: pages/${p}.html (${p.length * 1024} bytes)`);
const assets = { index: 'logo.svg', tickets: 'ticket.css', loads: 'loads.js', trucks: 'trucks.js' };
function resolveAsset(page) {
  const asset = assets[page];
  if (!asset) throw new Error(`no asset registered for page "${page}" (pages/${page}.html)`);
  return asset;
}
for (const p of pages) resolveAsset(p);
