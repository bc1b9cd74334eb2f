// The XLIFF routes as the 'Übersetzungen' screen calls them (docs/decisions/0037-xliff-exchange.md):
// the export is a download, the import a multipart upload answered with { written, stale, errors };
// both need a signed-in editor. The screen's own browser test (translations.spec.ts) uploads through its buttons.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { admin, newApiContext, originHeader, signInViaApi } from "./fixtures";
import { createPage, liveEditApi } from "./fixtures/pages";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function upload(request: APIRequestContext, xml: string) {
  return request.post("/cms/uebersetzungen/xliff-import", {
    headers: originHeader,
    multipart: { file: { name: "uebersetzung.xlf", mimeType: "application/x-xliff+xml", buffer: Buffer.from(xml, "utf8") } },
  });
}

test.describe("XLIFF-Export und -Import", () => {
  test("exports a page's texts for a language and takes a translated file back as a draft", async ({ request }) => {
    const id = stamp();
    await signInViaApi(request, admin.email, admin.password);
    const slug = await createPage(request, `Lagerung ${id}`, [{ name: "Kopf", type: "hero", settings: { title: "Sicher gelagert" } }]);
    const { page } = (await (await request.get(liveEditApi(slug))).json()) as { page: { id: number } };

    const exported = await request.get(`/cms/uebersetzungen/xliff-export?language=fr&pages=${page.id}`);
    expect(exported.status()).toBe(200);
    expect(exported.headers()["content-type"]).toBe("application/x-xliff+xml; charset=utf-8");
    expect(exported.headers()["content-disposition"]).toMatch(/^attachment; filename="uebersetzung-fr-\d{4}-\d{2}-\d{2}\.xlf"$/);
    const xml = await exported.text();
    expect(xml).toContain('target-language="fr-CH"');

    // Unchanged, it changes nothing.
    const unchanged = await upload(request, xml);
    expect(unchanged.status()).toBe(200);
    expect(await unchanged.json()).toEqual({ written: [], stale: [], conflicts: [], errors: [] });

    // Translated, it creates the French version as a draft with the texts.
    const translated = xml.replace(/(<source>Sicher gelagert<\/source>)/, "$1<target>Stocké en sécurité</target>");
    const imported = await upload(request, translated);
    expect(imported.status()).toBe(200);
    const report = (await imported.json()) as { written: { slug: string; created: boolean; published: boolean; fields: string[] }[] };
    expect(report.written).toEqual([expect.objectContaining({ created: true, published: false, fields: ["Kopf: Titel"] })]);
    const french = (await (await request.get(liveEditApi(report.written[0].slug))).json()) as { sections: { settings: { title?: string } }[] };
    expect(french.sections[0].settings.title).toBe("Stocké en sécurité");
  });

  test("a foreign file is refused with the reason in German, and both routes need a signed-in editor", async ({ request }) => {
    await signInViaApi(request, admin.email, admin.password);
    const foreign = await upload(
      request,
      '<?xml version="1.0"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="https://andere.example" source-language="de-CH" target-language="fr-CH" datatype="plaintext"><body></body></file></xliff>',
    );
    expect(foreign.status()).toBe(400);
    const answer = (await foreign.json()) as { written: unknown[]; errors: string[] };
    expect(answer.written).toEqual([]);
    expect(answer.errors[0]).toMatch(/^Die Datei stammt nicht von dieser Website \(sie nennt «https:\/\/andere\.example»/);
    expect((await request.get("/cms/uebersetzungen/xliff-export?language=xx&pages=1")).status()).toBe(400);
    // A file larger than a form's 2 MB is read (an agency's file for many pages), one over 10 MB is not.
    const padded = (mb: number) =>
      `<?xml version="1.0"?><!-- ${"x".repeat(mb * 1024 * 1024)} --><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="https://andere.example" source-language="de-CH" target-language="fr-CH" datatype="plaintext"><body></body></file></xliff>`;
    const large = await upload(request, padded(3));
    expect(large.status()).toBe(400);
    expect(((await large.json()) as { errors: string[] }).errors[0]).toMatch(/^Die Datei stammt nicht von dieser Website/);
    expect((await upload(request, padded(11))).status()).toBe(413);

    const anonymous = await newApiContext();
    expect((await anonymous.get("/cms/uebersetzungen/xliff-export?language=fr&outdated=1")).status()).toBe(401);
    const refused = await upload(anonymous, "<xliff/>");
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ written: [], stale: [], conflicts: [], errors: ["Authentifizierung erforderlich"] });
    await anonymous.dispose();
  });
});
