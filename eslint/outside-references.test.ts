// The outside-references rule refuses comments that cite an issue's number, an item of an issue, a
// section number of an outside document or the product's old specification document by name, also
// when the citation is split over two comment lines, and lets through comments that point to the
// repository's own files (docs/product/, docs/decisions/, tests) with the rule's words. The citations
// the rule refuses are built from parts below, so this file's own comments stay clean.
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { findOutsideReference, outsideReferences } from "./outside-references.js";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, outsideReferences],
});

async function referenceErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "references/no-outside-references");
}

const issue = (n: string) => ["issue", n].join(" ");
const section = (n: string) => "\u00a7" + n;
const theSpec = ["the", "spec"].join(" ");
const theSpecification = ["the", "specification"].join(" ");
const theProductSpecification = ["the", "product", "specification"].join(" ");
const specFile = ["product", "spec.md"].join("-");

describe("comments that point outside the repository", () => {
  it.each([
    [`// Scheduled publishing (${issue("14")}, item 3): due changes happen once.\nexport const a = 1;\n`, "an issue and its item"],
    [`/** ${issue("11")}: one request must not make the CMS unusable. */\nexport const a = 1;\n`, "an issue in a block comment"],
    [`// The breadcrumb (spec ${section("2")} "Breadcrumb") hides on the home page.\nexport const a = 1;\n`, "a section number of an outside document"],
    [`export const a = 1; // hyphens become spaces (spec ${section("4")})\n`, "a trailing comment"],
    [
      `// the first paint waits on a slow phone connection (issue\n// 12). The scripts come later.\nexport const a = 1;\n`,
      "an issue split over two line comments",
    ],
    [`/**\n * the searched list may take 100 ms (${issue("12")}\n * item 6).\n */\nexport const a = 1;\n`, "a block comment over several lines"],
    [`// Cached throughput (item 2, target 0.3 of nginx) varied.\nexport const a = 1;\n`, "an item of an issue alone"],
    [`// See ${issue("#7")}.\nexport const a = 1;\n`, "an issue written with #"],
    [`// The breadcrumb (${theSpec}'s "Breadcrumb") hides on the home page.\nexport const a = 1;\n`, "the outside document by its short name"],
    [`/** Meta title 60 characters (${theSpecification}'s constants). */\nexport const a = 1;\n`, "its long name in a block comment"],
    [`// ${theSpec.toUpperCase()}: "Toasts: only one at a time".\nexport const a = 1;\n`, "its short name in capitals"],
    [`// Drafts stay hidden, as the\n// spec's roles say.\nexport const a = 1;\n`, "its short name split over two line comments"],
    [`// Limits of ${theProductSpecification} apply.\nexport const a = 1;\n`, "its name with 'product'"],
    [`// Rules from ../shared/spec/${specFile}, "Login".\nexport const a = 1;\n`, "its file name"],
  ])("refuses %j (%s)", async (source) => {
    expect(await referenceErrors("app/features/pages/probe.ts", source)).toHaveLength(1);
  });

  it.each([
    "// Scheduled publishing (docs/decisions/0018-scheduled-publishing.md): due changes happen once.\nexport const a = 1;\n",
    '// The breadcrumb (docs/product/public-site.md, "Breadcrumb") hides on the home page.\nexport const a = 1;\n',
    '// The CMS\'s one modal dialog (docs/product/cms-screens.md, "Deleting … needs a confirmation dialog").\nexport const a = 1;\n',
    `// tests/e2e/edit-mode.spec.ts runs alone: ${theSpec} file of the edit mode. Product details list the specs.\nexport const a = 1;\n`,
    '// Pinned by tests/integration/input-limits.test.ts; figures in docs/benchmarks.md, "Large site".\nexport const a = 1;\n',
    "// The first 100 items of the list, 24 at most per picker; an issue of the magazine.\nexport const a = 1;\n",
    `// One test per rule; the issuer is the OpenID stand-in.\nexport const a = "${issue("12")}, ${section("4")} and ${theSpec} in a string are no comment";\n`,
  ])("lets %j through", async (source) => {
    expect(await referenceErrors("app/features/pages/probe.ts", source)).toEqual([]);
  });

  it("checks the code of app, server, db, scripts, tests and eslint, not other folders", async () => {
    const source = `// ${issue("3")}: the users screen.\nexport const a = 1;\n`;
    for (const folder of ["app/core", "server", "db", "scripts", "tests/e2e", "eslint"]) {
      expect(await referenceErrors(`${folder}/probe.ts`, source), folder).toHaveLength(1);
    }
    expect(await referenceErrors("probe.ts", source)).toEqual([]);
  });

  it("names what it found", () => {
    expect(findOutsideReference(`the limits of spec ${section("9")}`)).toEqual({ text: `${section("9")}`, what: "a section number of an outside document" });
    expect(findOutsideReference(`(${issue("13")}, item 7)`)?.what).toBe("an issue number");
    expect(findOutsideReference(`(${theSpec}'s "Login")`)).toEqual({ text: theSpec, what: "the product specification outside the repository" });
    expect(findOutsideReference(`see ${specFile}`)?.what).toBe("the product specification outside the repository");
    expect(findOutsideReference("docs/decisions/0013-page-addresses-and-redirects.md")).toBeNull();
    expect(findOutsideReference('docs/product/accounts-and-roles.md, "Sign-in screen"')).toBeNull();
  });
});
