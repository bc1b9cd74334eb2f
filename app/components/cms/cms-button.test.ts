// `cn` joins classes without merging them (app/lib/cn.ts): a text colour added to a variant that has
// one of its own loses or wins by the stylesheet's order, not by intent (the delete buttons were dark
// instead of red). So each variant sets exactly one text colour, and a caller that needs another one
// takes a variant instead of adding a colour.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cmsButton, cmsIconButton, type CmsButtonVariant } from "./cms-button";

const variants: CmsButtonVariant[] = ["primary", "secondary", "ghost", "ghost-danger", "danger"];
const textColour = /^text-(foreground|destructive|white|primary-foreground|muted-foreground|card-foreground|primary)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });
}

describe("CMS button looks", () => {
  it.each(variants)("%s sets exactly one text colour", (variant) => {
    for (const classes of [cmsButton(variant), cmsIconButton(variant)]) {
      expect(classes.split(/\s+/).filter((c) => textColour.test(c))).toHaveLength(1);
    }
  });

  it("a removing action is red: ghost-danger", () => {
    expect(cmsIconButton("ghost-danger").split(/\s+/)).toContain("text-destructive");
    expect(cmsIconButton("ghost-danger").split(/\s+/)).not.toContain("text-foreground");
  });

  it("no screen adds a text colour to a button look (it takes a variant)", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.resolve("app"))) {
      const source = fs.readFileSync(file, "utf8");
      for (const match of source.matchAll(/cms(?:Icon)?Button\(\s*"[\w-]+"\s*,\s*"([^"]*)"/g)) {
        if (match[1].split(/\s+/).some((c) => textColour.test(c))) offenders.push(`${path.relative(process.cwd(), file)}: ${match[0]}`);
      }
      for (const match of source.matchAll(/<CmsIconButton\b[^>]*?className="([^"]*)"/gs)) {
        if (match[1].split(/\s+/).some((c) => textColour.test(c)))
          offenders.push(`${path.relative(process.cwd(), file)}: CmsIconButton className="${match[1]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
