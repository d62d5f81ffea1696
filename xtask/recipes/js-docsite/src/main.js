import { buildNav } from "./nav.js";
import { formatDate, parseDate } from "./dates.js";
import { indexPages } from "./search.js";
import lunr from "lunr";

const pages = [{title: "Install", date: "2026-01-04"}, {title: "Upgrade", date: "2026-02-11"}]
export function render() {
  const nav = buildNav(pages)
  return pages.map(p => `${p.title} (${formatDate(parseDate(p.date))})`).join("\n") + nav + indexPages(pages, lunr)
}
