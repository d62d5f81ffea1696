export function renderCatalog(products = []) {
  return `<main>${products.map((p) => `<article>${p.name}</article>`).join('')}</main>`;
}

export function sortProducts(products, key) {
  return products.toSorted((a, b) => a[key] > b[key] ? 1 : -1;
}
