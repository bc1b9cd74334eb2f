// Page slugs (docs/product/pages-and-publishing.md, "Addresses and slug variants"). Canonical form, decided in docs/decisions/0002:
// a leading slash, no trailing slash, lower case, single slashes; the home page is "/".

export function canonicalSlug(input: string): string {
  const path = input
    .trim()
    .toLowerCase()
    .split(/[?#]/)[0]
    .replace(/\/{2,}/g, "/")
    .replace(/^\/+|\/+$/g, "");
  return `/${path}`;
}

/**
 * The key under which slug variants are equal: '-und-' versus a hyphen, 'stuehle' versus 'stuhle',
 * leading and trailing slashes. Mirrored in SQL by the generated slug_key columns (db/schema.ts).
 */
export function slugMatchKey(input: string): string {
  return canonicalSlug(input)
    .replace(/-und-/g, "-")
    .replace(/stuehle/g, "stuhle");
}

/** Every spelling of a slug that stored data may use, canonical first. */
export function pageSlugVariants(input: string): string[] {
  const canonical = canonicalSlug(input);
  const spellings = new Set<string>([canonical]);
  const swaps: [RegExp, string][] = [
    [/-und-/g, "-"],
    [/stuehle/g, "stuhle"],
    [/stuhle/g, "stuehle"],
  ];
  for (const [pattern, replacement] of swaps) {
    for (const known of [...spellings]) spellings.add(known.replace(pattern, replacement));
  }
  const variants = new Set<string>();
  for (const s of spellings) {
    const bare = s.replace(/^\//, "");
    variants.add(s);
    if (s !== "/") {
      variants.add(`${s}/`);
      variants.add(bare);
      variants.add(`${bare}/`);
    }
  }
  return [...variants];
}

export function slugSegments(slug: string): string[] {
  return canonicalSlug(slug).split("/").filter(Boolean);
}

/** The parent's slug ("/produkte/pflege/x" → "/produkte/pflege"); the root has none. */
export function parentSlugOf(slug: string): string | null {
  const parts = slugSegments(slug);
  if (parts.length === 0) return null;
  return parts.length === 1 ? "/" : `/${parts.slice(0, -1).join("/")}`;
}

/** A readable title from the last slug part: hyphens become spaces (docs/product/public-site.md, "Navigation"). */
export function titleFromSlug(slug: string): string {
  const last = slugSegments(slug).at(-1) ?? "";
  return last.replace(/-/g, " ");
}
