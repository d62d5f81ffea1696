// Turns titles into URL slugs.
'use strict';

function slugify(title, { separator = '-' } = {}) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^${separator}|${separator}$`, 'g'), '');
}

function uniqueSlug(title, taken) {
  const base = slugify(title);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) {
    slug = `${base}-${n}`;
  }
  return slug;
}

module.exports = { slugify, uniqueSlug };
