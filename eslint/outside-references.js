// Comments point to what a reader of this repository can open: a decision record in docs/decisions/,
// the test that pins a rule, the README, docs/benchmarks.md or docs/security.md. An issue's number,
// an item number within an issue, or a section number of the product specification leads nowhere a
// reader can follow: the tracker and the specification live outside the repository. Name the spec's
// behaviour in words instead ("the spec's 'Breadcrumb' rules"), so it can be searched for.
// outside-references.test.ts shows what is refused and what passes.

/** What a comment may not cite, each with the words of the refusal. */
const outsideReferencePatterns = [
  { pattern: /\bissues?\s+#?\d+/i, what: "an issue number" },
  { pattern: /§\s*\d/, what: "a section number of an outside document" },
  { pattern: /\bitems?\s+\d+(?:\s*(?:,|and|–|-)\s*\d+)*\s*(?:of\b|[),:;.]|$)/i, what: "an item number of an issue" },
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
    docs: { description: "Comments point to files of this repository, not to issue numbers or outside section numbers." },
    schema: [],
    messages: {
      outside:
        "This comment cites {{what}} ('{{text}}'). Point to a file of this repository instead (docs/decisions/…, the test that pins the rule, docs/…), or name the specification's behaviour in words.",
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
