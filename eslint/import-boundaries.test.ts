// The import-boundary rule refuses what the layers forbid and lets through what they allow; the
// feature table it is built from has no circle and names only features that exist.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { featureDependencies, importBoundaries } from "./import-boundaries.js";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, importBoundaries],
});

async function boundaryErrors(file: string, source: string) {
  const [result] = await eslint.lintText(`import { x } from "${source}";\nexport const y = x;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "boundaries/dependencies");
}

describe("import boundaries", () => {
  it.each([
    ["app/lib/probe.ts", "~/features/pages/page-lookup.server", "lib reaching up into a feature"],
    ["app/lib/probe.ts", "~/core/logger.server", "lib reaching up into core"],
    ["app/core/probe.ts", "~/features/auth/auth.server", "core reaching up into a feature"],
    // The revisions know nothing of the approval or the language versions: those observe them (revision-hooks.server.ts).
    ["app/core/revisions/probe.ts", "~/features/approval/approval.server", "the revisions reaching up into the approval"],
    ["app/core/revisions/probe.ts", "~/features/language-versions/version-sync.server", "the revisions reaching up into the language versions"],
    ["app/components/cms/probe.tsx", "~/features/media/media-field", "shared UI reaching up into a feature"],
    ["app/features/media/probe.ts", "~/features/pages/page-lookup.server", "a feature using one its table does not name"],
    ["app/features/sections/probe.ts", "~/features/page-admin/page-list.server", "the page model's sections using the page manager"],
    ["app/features/pages/probe.ts", "~/routes/site/public-page", "a feature using a route"],
    ["app/core/probe.ts", "#server/public-cache", "app code using the HTTP host"],
  ])("refuses %s importing %s (%s)", async (file, source) => {
    expect(await boundaryErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ["app/features/pages/probe.ts", "~/features/sections/section-order"],
    ["app/features/pages/probe.ts", "./page-lookup.server"],
    ["app/features/media/probe.ts", "~/core/content/content-write.server"],
    ["app/features/media/probe.ts", "~/components/cms/cms-button"],
    ["app/core/probe.ts", "#db/client.server"],
    ["app/routes/cms/probe.tsx", "~/features/page-admin/page-list.server"],
    ["server/probe.ts", "~/features/auth/auth.server"],
    ["app/features/approval/probe.ts", "~/core/revisions/revision-hooks.server"],
    ["app/features/pages/probe.ts", "react-router"],
  ])("lets %s import %s", async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });

  it("builds on a feature table without circles, naming only features that exist", () => {
    const features = new Set(fs.readdirSync(path.join(root, "app/features")));
    const table: Record<string, string[]> = featureDependencies;
    for (const [name, uses] of Object.entries(table)) {
      expect(features, name).toContain(name);
      for (const used of uses) expect(features, `${name} → ${used}`).toContain(used);
    }
    const state = new Map<string, "visiting" | "done">();
    const visit = (name: string, trail: string[]) => {
      if (state.get(name) === "done") return;
      if (state.get(name) === "visiting") throw new Error(`Kreis: ${[...trail, name].join(" → ")}`);
      state.set(name, "visiting");
      for (const used of table[name] ?? []) visit(used, [...trail, name]);
      state.set(name, "done");
    };
    for (const name of Object.keys(table)) visit(name, []);
  });
});
