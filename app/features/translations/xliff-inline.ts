// HTML as XLIFF 1.2 inline content (docs/decisions/0037-xliff-exchange.md): every element becomes a
// placeholder, `<g>` around the text of a paired element and `<x/>` for one without content (a line
// break, a picture), numbered in the German text's order. The tags themselves never enter the file: a
// translator's tool shows the placeholders as protected tags, moves them as a whole, and cannot change
// a link target or an attribute. Back from the file, each placeholder becomes the tag it stands for.
// Pure; works on what the write path stores (sanitize-html's output, app/core/content/sanitize-html.ts).

/** XLIFF inline content as the `xliff` library models it: text, and inline elements by type. */
export type InlineValue = string | InlineElement | (string | InlineElement)[];
export type InlineElement =
  | { GenericSpan: { id: string; ctype?: string; contents?: InlineValue } }
  | { Standalone: { id: string; ctype?: string } }
  | Record<string, { id?: string; contents?: InlineValue; [attribute: string]: unknown }>;

type Token =
  | { kind: "text"; text: string }
  | { kind: "open"; name: string; raw: string }
  | { kind: "void"; name: string; raw: string }
  | { kind: "close"; name: string; raw: string };

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG = /<!--[\s\S]*?-->|<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?\/?>/g;

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of an HTML text run: its character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Text made safe inside HTML again (the write path's sanitizer writes it its own way afterwards). */
export function encodeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const at = match.index ?? 0;
    if (at > last) tokens.push({ kind: "text", text: decodeEntities(html.slice(last, at)) });
    last = at + match[0].length;
    const raw = match[0];
    if (raw.startsWith("<!--")) continue;
    const name = (match[1] ?? "").toLowerCase();
    if (raw.startsWith("</")) tokens.push({ kind: "close", name, raw });
    else if (VOID.has(name) || raw.endsWith("/>")) tokens.push({ kind: "void", name, raw });
    else tokens.push({ kind: "open", name, raw });
  }
  if (last < html.length) tokens.push({ kind: "text", text: decodeEntities(html.slice(last)) });
  return tokens;
}

/** What a placeholder stands for: the element's opening tag, and its closing tag when it has content. */
export interface TagEntry {
  name: string;
  open: string;
  close?: string;
}
export type TagTable = Map<string, TagEntry>;

const PAIRED_CTYPE: Record<string, string> = { b: "bold", strong: "bold", i: "italic", em: "italic", u: "underlined", a: "link" };
const STANDALONE_CTYPE: Record<string, string> = { br: "lb", img: "image" };

interface Node {
  token: Exclude<Token, { kind: "text" }>;
  close?: Extract<Token, { kind: "close" }>;
  children: (Node | string)[];
}

/** The element tree of a fragment; a closing tag without its opening one (or the reverse) stays a placeholder of its own. */
function treeOf(html: string): (Node | string)[] {
  const root: Node = { token: { kind: "open", name: "", raw: "" }, children: [] };
  const stack: Node[] = [root];
  for (const token of tokenize(html)) {
    const top = stack[stack.length - 1];
    if (token.kind === "text") {
      if (token.text) top.children.push(token.text);
    } else if (token.kind === "open") {
      const node: Node = { token, children: [] };
      top.children.push(node);
      stack.push(node);
    } else if (token.kind === "void") {
      top.children.push({ token, children: [] });
    } else {
      const open = stack.findLastIndex((n, i) => i > 0 && n.token.name === token.name);
      if (open < 0) {
        top.children.push({ token, children: [] });
        continue;
      }
      // Elements left open inside it end where it ends (as a browser reads it).
      stack[open].close = token;
      stack.length = open;
    }
  }
  return root.children;
}

/**
 * Numbers the elements of `html` for XLIFF: the German text gets "1", "2", … in order; a translation
 * (`reference` given) gets, for each element, the number of the German element of the same kind at
 * the same place among its kind (its 2nd link → the German 2nd link), else a number of its own ("t1", …).
 */
export function toInline(html: string, reference?: TagTable): { value: InlineValue; tags: TagTable } {
  const tags: TagTable = new Map();
  const seenOfName = new Map<string, number>();
  const referenceByName = new Map<string, string[]>();
  if (reference) for (const [id, entry] of reference) referenceByName.set(entry.name, [...(referenceByName.get(entry.name) ?? []), id]);
  let next = 1;
  let own = 1;
  const idFor = (name: string) => {
    if (!reference) return String(next++);
    const nth = seenOfName.get(name) ?? 0;
    seenOfName.set(name, nth + 1);
    return referenceByName.get(name)?.[nth] ?? `t${own++}`;
  };
  const convert = (children: (Node | string)[]): (string | InlineElement)[] =>
    children.map((child) => {
      if (typeof child === "string") return child;
      const { token } = child;
      const id = idFor(token.name || "?");
      if (token.kind === "open") {
        tags.set(id, { name: token.name, open: token.raw, close: child.close?.raw ?? "" });
        const contents = convert(child.children);
        return { GenericSpan: { id, ctype: PAIRED_CTYPE[token.name] ?? `x-html-${token.name}`, contents: simplify(contents) } };
      }
      tags.set(id, { name: token.name, open: token.raw });
      return { Standalone: { id, ctype: STANDALONE_CTYPE[token.name] ?? `x-html-${token.name}` } };
    });
  return { value: simplify(convert(treeOf(html))), tags };
}

function simplify(parts: (string | InlineElement)[]): InlineValue {
  const joined: (string | InlineElement)[] = [];
  for (const part of parts) {
    const last = joined[joined.length - 1];
    if (typeof part === "string" && typeof last === "string") joined[joined.length - 1] = last + part;
    else joined.push(part);
  }
  if (joined.length === 0) return "";
  return joined.length === 1 && typeof joined[0] === "string" ? joined[0] : joined;
}

export class InlineError extends Error {}

export const inlineMessages = {
  unknownPlaceholder: (id: string) => `Der Platzhalter ${id} gehört nicht zu diesem Text.`,
  wrongKind: (id: string) => `Der Platzhalter ${id} ist verändert (ein Tag mit Inhalt ist zu einem leeren geworden oder umgekehrt).`,
  foreignElement: (tag: string) => `Die Übersetzung enthält ein Element, das hier nicht vorkommt (${tag}).`,
  noPlaceholders: "Dieses Feld ist reiner Text: Platzhalter sind hier nicht möglich.",
} as const;

function elementOf(part: InlineElement): { type: string; data: { id?: string; contents?: InlineValue } } {
  const type = Object.keys(part)[0];
  return { type, data: (part as Record<string, { id?: string; contents?: InlineValue }>)[type] ?? {} };
}

/** HTML from XLIFF inline content, each placeholder replaced by the tags it stands for; InlineError when one is foreign or changed. */
export function fromInline(value: InlineValue | undefined, tags: TagTable): string {
  const out: string[] = [];
  const walk = (v: InlineValue | undefined) => {
    if (v === undefined || v === null) return;
    if (typeof v === "string") {
      out.push(encodeText(v));
      return;
    }
    if (Array.isArray(v)) {
      v.forEach(walk);
      return;
    }
    const { type, data } = elementOf(v);
    // A tool's own markers (segment marks) carry text only.
    if (type === "Marker") return walk(data.contents);
    if (type !== "GenericSpan" && type !== "Standalone") throw new InlineError(inlineMessages.foreignElement(type));
    const id = String(data.id ?? "");
    const entry = tags.get(id);
    if (!entry) throw new InlineError(inlineMessages.unknownPlaceholder(id));
    if ((type === "GenericSpan") !== (entry.close !== undefined)) throw new InlineError(inlineMessages.wrongKind(id));
    out.push(entry.open);
    if (type === "GenericSpan") {
      walk(data.contents);
      out.push(entry.close ?? "");
    }
  };
  walk(value);
  return out.join("");
}

/** Plain text from XLIFF content of a text field: tool markers' text kept, any placeholder refused. */
export function textFromInline(value: InlineValue | undefined): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textFromInline).join("");
  const { type, data } = elementOf(value);
  if (type === "Marker") return textFromInline(data.contents);
  throw new InlineError(inlineMessages.noPlaceholders);
}

/**
 * A comparable form of inline content: placeholders by id and kind, text with its runs of white
 * space as one space and none at a placeholder's edge (the library drops a text's trailing line
 * break; between block elements HTML does not care).
 */
export function inlineKey(value: InlineValue | undefined): string {
  const parts: string[] = [];
  const walk = (v: InlineValue | undefined) => {
    if (v === undefined || v === null) return;
    if (typeof v === "string") parts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else {
      const { type, data } = elementOf(v);
      if (type === "Marker") return walk(data.contents);
      parts.push(`\u0000${type}:${String(data.id ?? "")}\u0000`);
      walk(data.contents);
      parts.push(`\u0000/\u0000`);
    }
  };
  walk(value);
  // White space at a placeholder's edge is the library's to keep or drop (it drops a text's trailing line break).
  return parts
    .join("")
    .replace(/\s+/g, " ")
    .replace(/ ?\u0000 ?/g, "\u0000")
    .trim();
}
