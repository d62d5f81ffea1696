export function oldNav(pages) {
  return pages.map(p => {
    title: p.title,
    href: `/${p.slug}`
  })
}
