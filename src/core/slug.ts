// Ad slugs (spec section 3): four attribute values (brand, model, storage, colour) joined,
// made unique with a suffix when taken.

const GERMAN = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' } as const;

export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => GERMAN[c as keyof typeof GERMAN])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The base slug from the four attribute values, e.g. "apple-iphone-13-128-gb-blau". */
export function productSlugBase(values: readonly [string, string, string, string]): string {
  return values.map(slugify).filter(Boolean).join('-').slice(0, 180).replace(/-+$/, '');
}

/** The base, or the base with the lowest free numeric suffix (-2, -3, ...). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
