// Ordering rules (docs/product/sections.md, "Order on the page"; pinned by section-order.test.ts): sort by section_order, drop duplicates, place the CTA by its order,
// group consecutive teaser boxes. Pure functions over anything section-like.
import { slugMatchKey } from "~/lib/slug";
import type { SectionBlock, SectionView } from "./section-view";

export interface OrderableSection {
  id: number;
  name: string;
  type: string;
  order: number;
  plain: string;
  settings?: { key?: string } | Record<string, unknown>;
}

const byOrder = (a: OrderableSection, b: OrderableSection) => a.order - b.order || a.id - b.id;

/** The key that makes two sections duplicates: name, type, order and the first 80 characters of plain text. */
export function sectionDuplicateKey(s: OrderableSection): string {
  return [s.name, s.type, s.order, s.plain.slice(0, 80)].join("\u0000");
}

export function removeDuplicateSections<T extends OrderableSection>(sections: T[]): T[] {
  const seen = new Set<string>();
  return sections.filter((s) => {
    const key = sectionDuplicateKey(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function isCtaSection(s: OrderableSection): boolean {
  return (s.settings as { key?: unknown } | undefined)?.key === "cta";
}

/**
 * Sorted, de-duplicated, with the CTA after the sections of lower order and before those of higher
 * order (ties: the CTA goes last among equals, as it closes a page).
 */
export function orderSections<T extends OrderableSection>(sections: T[]): T[] {
  const unique = removeDuplicateSections([...sections].sort(byOrder));
  const ctas = unique.filter(isCtaSection);
  const rest = unique.filter((s) => !isCtaSection(s));
  for (const cta of ctas) {
    const at = rest.findIndex((s) => s.order > cta.order);
    rest.splice(at === -1 ? rest.length : at, 0, cta);
  }
  return rest;
}

/**
 * Legacy section-template order (docs/product/sections.md, "Order on the page"): hero, USP tiles, CTA, then the others in their order.
 * The CTA is the one marked 'cta' (isCtaSection): a product page's own closing call to action (a cta
 * section without that key, formerly the type 'product_cta') stays after the product details.
 */
export function legacySectionTemplateOrder<T extends OrderableSection>(sections: T[]): T[] {
  const rank = (s: T) => (s.type === "hero" ? 0 : s.type === "usp_tiles" ? 1 : isCtaSection(s) ? 2 : 3);
  return orderSections(sections)
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map(({ s }) => s);
}

/**
 * Two columns on the birth category page and its language versions, three elsewhere (docs/product/sections.md,
 * "Order on the page"). `germanSlug`: the address of the page's German version (section-pipeline.server.ts
 * looks it up), never a version's own address.
 */
export function teaserGridColumns(germanSlug: string): 2 | 3 {
  return slugMatchKey(germanSlug) === slugMatchKey("/produkte/geburt-wochenbett") ? 2 : 3;
}

/** `germanSlug`: the address of the German version of the page the sections belong to (teaserGridColumns). */
export function groupTeaserBoxes(sections: SectionView[], germanSlug: string): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  for (const section of sections) {
    const last = blocks.at(-1);
    if (section.type === "teaser_box") {
      if (last?.kind === "teaser-grid") {
        last.sections.push(section);
        continue;
      }
      const next = { kind: "teaser-grid" as const, columns: teaserGridColumns(germanSlug), sections: [section] };
      blocks.push(next);
      continue;
    }
    blocks.push({ kind: "single", section });
  }
  // A lone teaser box is no grid.
  return blocks.map((b) => (b.kind === "teaser-grid" && b.sections.length === 1 ? { kind: "single", section: b.sections[0] } : b));
}
