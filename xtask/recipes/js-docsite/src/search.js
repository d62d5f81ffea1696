export function indexPages(pages, lunr) {
    return lunr(function () { this.ref('title'); pages.forEach(p => this.add(p)) })
}
