// Comments point to what a reader of this repository can open: the product's rules in docs/product/,
// a decision record in docs/decisions/, the test that pins a rule, the README, docs/benchmarks.md or
// docs/security.md. An issue's number, an item number within an issue, a section number of an outside
// document, or a citation of the product's old specification document by the name it had outside the
// repository leads nowhere a reader can follow: the tracker and that document live outside. Point to
// the file of docs/product/ and its heading instead, keeping the rule's words so they can be searched
// for, e.g. (docs/product/public-site.md, "Breadcrumb").
// outside-references.test.ts shows what is refused and what passes.

/** What a comment may not cite, each with the words of the refusal. */
const outsideReferencePatterns = [
  { pattern: /\bissues?\s+#?\d+/i, what: "an issue number" },
  { pattern: /§\s*\d/, what: "a section number of an outside document" },
  { pattern: /\bitems?\s+\d+(?:\s*(?:,|and|–|-)\s*\d+)*\s*(?:of\b|[),:;.]|$)/i, what: "an item number of an issue" },
  // The product's rules now live in docs/product/. A Playwright test file ("spec file") is no citation.
  { pattern: /\bproduct-spec\b/i, what: "the product specification outside the repository" },
  { pattern: /\bthe\s+(?:product\s+)?spec(?:ification)?\b(?!\s+files?\b)/i, what: "the product specification outside the repository" },
];

/**
 * The first outside reference in a comment's text, or null. Line breaks and the `*` or `//` that
 * start a comment's lines count as spaces, so a reference split over two lines is found too.
 */
export function findOutsideReference(text) {
  const flat = text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, " ");
  for (const { pattern, what } of outsideReferencePatterns) {
    const match = pattern.exec(flat);
    if (match) return { text: match[0].trim(), what };
  }
  return null;
}

/** Line comments on consecutive lines read as one text, like the paragraph they form. */
function commentParagraphs(comments) {
  const paragraphs = [];
  for (const comment of comments) {
    const last = paragraphs.at(-1);
    const follows = last && comment.type === "Line" && last.type === "Line" && comment.loc.start.line === last.loc.end.line + 1;
    if (follows) {
      last.value += "\n" + comment.value;
      last.loc = { start: last.loc.start, end: comment.loc.end };
    } else {
      paragraphs.push({ type: comment.type, value: comment.value, loc: comment.loc });
    }
  }
  return paragraphs;
}

const noOutsideReferences = {
  meta: {
    type: "suggestion",
    docs: { description: "Comments point to files of this repository, not to issue numbers, outside section numbers or the outside product specification." },
    schema: [],
    messages: {
      outside:
        "This comment cites {{what}} ('{{text}}'). Point to a file of this repository instead (docs/product/<area>.md and its heading for a product rule, docs/decisions/…, the test that pins the rule, docs/…), and keep the rule's words so they can be searched for.",
    },
  },
  create(context) {
    return {
      Program() {
        for (const paragraph of commentParagraphs(context.sourceCode.getAllComments())) {
          const found = findOutsideReference(paragraph.value);
          if (found) context.report({ loc: paragraph.loc, messageId: "outside", data: found });
        }
      },
    };
  },
};

/**
 * The rule as a flat-config entry for eslint.config.js, for the code of app/, server/, db/, scripts/,
 * tests/ and eslint/.
 */
export const outsideReferences = {
  files: ["{app,server,db,scripts,tests,eslint}/**/*.{ts,tsx,js,mjs}"],
  plugins: { references: { rules: { "no-outside-references": noOutsideReferences } } },
  rules: { "references/no-outside-references": "error" },
};
