/** Words the storefront's paths use for themselves: a dealership named so gets a number after it. */
const reservedSlugs = new Set(['mine']);

/** A dealership's name as its storefront's address: lower-case letters and digits joined by single hyphens. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'dealer';
}

/**
 * The first free slug for `base` given the slugs already taken that start with it: the base itself, then `-2`, `-3`, …
 */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base) && !reservedSlugs.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const candidate = `${base}-${number}`;
    if (!used.has(candidate)) return candidate;
  }
}
