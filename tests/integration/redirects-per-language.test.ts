// Redirects in the language versions (docs/decisions/0013-page-addresses-and-redirects.md, app/lib/languages.ts): a French move
// leaves a French 301, a redirect added by hand stays within its language, and the 'Weiterleitungen'
// screen lists them by language – also a language not switched on yet, whose versions are prepared.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase, type Transaction } from "#db/client.server";
import { globalSettings, pages, redirects } from "#db/schema";
import { contentChanged } from "~/core/content/content-version.server";
import { currentRevision } from "~/core/revisions/page-history.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createPage } from "~/features/page-admin/page-admin.server";
import { movePage } from "~/features/page-admin/page-move.server";
import { filterRedirects, redirectMessages } from "~/features/redirects/redirect-rules";
import { loader as redirectScreenLoader } from "~/routes/cms/redirects";
import { createManualRedirect, listRedirects, loadActiveRedirects, RedirectValidationError } from "~/features/redirects/redirects.server";
import { testDatabases } from "./databases";

// The screen's loader asks for staff; everything else here is the real thing.
vi.mock("~/features/auth/viewer.server", async (original) => ({
  ...(await original<typeof import("~/features/auth/viewer.server")>()),
  requireStaff: async () => ({ id: "u-claire", email: "claire@auralis-medizintechnik.example", role: "editor" }),
}));

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const claire = { id: "u-claire", email: "claire@auralis-medizintechnik.example" };

describe.each(testDatabases)("Weiterleitungen je Sprache auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let frenchId: number;

  async function write<T>(change: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await open.db.transaction(change);
    await contentChanged();
    return result;
  }
  const manual = (source: string, target: string) => write((tx) => createManualRedirect(tx, { source, target, status: "301" }, claire));

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    // French is switched on; English is not, but an English version is being prepared.
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr"] });
    const { page } = await write((tx) => createPage(tx, { title: "Kontakt" }, { author: anna }));
    const { page: french } = await write((tx) =>
      createLanguageVersion(tx, { pageId: page.id, language: "fr", copyFrom: "de", slugPart: "contact" }, { author: claire }),
    );
    frenchId = french.id;
    await open.db.insert(pages).values({ slug: "/en/contact", title: "Contact", language: "en", translationKey: page.translationKey });
    await contentChanged();
  });
  afterAll(async () => open?.close());

  it("moving a French page leaves a French 301 from its old address", async () => {
    const base = await currentRevision(open.db, "/fr/contact");
    await write((tx) => movePage(tx, frenchId, { parentSlug: "/fr", slugPart: "nous-contacter" }, { author: claire, baseRevision: base }));
    const rows = await listRedirects(open.db);
    expect(rows).toMatchObject([{ sourcePath: "/fr/contact", targetPath: "/fr/nous-contacter", statusCode: 301, origin: "move", language: "fr" }]);
    expect((await loadActiveRedirects(open.db)).get("/fr/contact")).toEqual({ target: "/fr/nous-contacter", status: 301 });
    // The German page keeps its address and gets no redirect.
    expect((await open.db.select().from(pages).where(eq(pages.slug, "/kontakt"))).length).toBe(1);
  });

  it("refuses a redirect by hand from one language to another, and stores nothing", async () => {
    for (const [source, target] of [
      ["/fr/ancien-contact", "/kontakt"],
      ["/alter-kontakt", "/fr/nous-contacter"],
      ["/en/old-contact", "/kontakt"],
    ]) {
      const refusal = await manual(source, target).catch((error: unknown) => error);
      expect(refusal, `${source} → ${target}`).toBeInstanceOf(RedirectValidationError);
      expect((refusal as RedirectValidationError).fieldErrors.target).toMatch(/^Die alte Adresse gehört zur Sprache «/);
    }
    expect((await manual("/fr/ancien-contact", "/kontakt").catch((e: RedirectValidationError) => e.fieldErrors)) as Record<string, string>).toEqual({
      target: redirectMessages.otherLanguage("fr", "de"),
    });
    expect(await open.db.select().from(redirects)).toHaveLength(1);
  });

  it("adds redirects within a language, also under the prefix of a language not switched on", async () => {
    await manual("/fr/ancien-contact", "/FR/Nous-Contacter");
    await manual("/alter-kontakt", "/kontakt");
    await manual("/en/old-contact", "/en/contact");
    expect((await open.db.select().from(redirects).where(eq(redirects.sourcePath, "/fr/ancien-contact")))[0]).toMatchObject({
      targetPath: "/fr/nous-contacter",
    });
  });

  it("lists the redirects by language: the screen offers the languages in use, the filter keeps to one", async () => {
    const screen = await redirectScreenLoader({ request: new Request("http://localhost/cms/weiterleitungen"), params: {}, context: {} } as never);
    expect(screen.loadError).toBeNull();
    // German and French are switched on; English has redirects of its versions.
    expect(screen.languages).toEqual(["de", "fr", "en"]);
    expect(screen.items.map((r) => [r.sourcePath, r.language])).toEqual([
      ["/alter-kontakt", "de"],
      ["/en/old-contact", "en"],
      ["/fr/ancien-contact", "fr"],
      ["/fr/contact", "fr"],
    ]);
    expect(filterRedirects(screen.items, "", "fr").map((r) => r.sourcePath)).toEqual(["/fr/ancien-contact", "/fr/contact"]);
    expect(filterRedirects(screen.items, "ancien", "fr").map((r) => r.sourcePath)).toEqual(["/fr/ancien-contact"]);
    expect(filterRedirects(screen.items, "kontakt", "fr")).toEqual([]);
    expect(filterRedirects(screen.items, "contact", "en").map((r) => r.sourcePath)).toEqual(["/en/old-contact"]);
  });
});
