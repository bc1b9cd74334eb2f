// Link rules (docs/product/sections.md, "Links and file references"): http(s) and mailto: open in a new tab; 'asset:{id}' points at a
// media file; everything else is an internal path.
export type ClassifiedLink =
  | { kind: "external"; href: string }
  | { kind: "mailto"; href: string }
  | { kind: "tel"; href: string }
  | { kind: "asset"; assetId: number }
  | { kind: "internal"; href: string }
  | { kind: "invalid"; raw: string };

export function classifyLink(raw: string | null | undefined): ClassifiedLink {
  const value = (raw ?? "").trim();
  if (!value) return { kind: "invalid", raw: value };
  if (/^https?:\/\//i.test(value)) return { kind: "external", href: value };
  if (/^mailto:/i.test(value)) return { kind: "mailto", href: value };
  if (/^tel:/i.test(value)) return { kind: "tel", href: value };
  if (/^asset:/i.test(value)) {
    const id = parseAssetReference(value);
    return id === null ? { kind: "invalid", raw: value } : { kind: "asset", assetId: id };
  }
  // Anything with another scheme (javascript:, data:, …) is never a link.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return { kind: "invalid", raw: value };
  if (value.startsWith("#") || value.startsWith("?")) return { kind: "internal", href: value };
  return { kind: "internal", href: value.startsWith("/") ? value : `/${value}` };
}

/** 'asset:' followed by a number, else null (the caller logs a warning and ignores it). */
export function parseAssetReference(value: string): number | null {
  const match = /^asset:(\d{1,9})$/i.exec(value.trim());
  return match ? Number(match[1]) : null;
}

export function opensInNewTab(link: ClassifiedLink): boolean {
  return link.kind === "external" || link.kind === "mailto";
}
