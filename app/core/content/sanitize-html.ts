// Content HTML is sanitised before it reaches a page: editors paste from anywhere. One rule set for both
// sides (docs/decisions/0049-preview-in-the-browser.md): the server sanitises what it stores and renders,
// the edit mode's browser preview (edit-mode/preview-store.ts) sanitises what the editor is typing with
// these very rules, so the preview never runs script and never differs from the saved page
// (sanitize-html.test.ts runs the security tests' XSS payloads through both and compares the bytes).
// No `style` attribute is ever allowed, so sanitize-html never reaches for postcss, which the browser build
// leaves out (postcss-in-the-browser.ts).
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sup",
    "sub",
    "small",
    "mark",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "span",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
    "figure",
    "figcaption",
    "img",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["class"],
  },
  allowedClasses: { "*": ["lead", "text-center", "highlight"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // External links open in a new tab without handing over the opener (docs/product/sections.md, "Links and file references").
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      if (/^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href)) {
        return { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } };
      }
      const { target: _t, rel: _r, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

export function sanitizeContentHtml(html: string): string {
  if (!html) return "";
  return sanitizeHtml(html, options);
}
