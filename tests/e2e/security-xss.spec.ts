// Cross-site scripting (docs/security.md, "XSS: where HTML is made, and the tests") through every field whose text ends up in HTML. Each payload
// (fixtures/xss-payloads.ts, 60+) calls window.__xss(id) should it ever run; the binding, a dialog
// (alert) or a Content-Security-Policy violation fails the test, and so does any event-handler
// attribute or javascript:/data:/vbscript: address left in the rendered page. Payloads are written in
// batches — one save per field or per section list — through the app's own endpoints, then the
// pages are rendered in Chromium: public pages (cached and for staff), CMS screens, the inbox, the
// outbox and template previews, and the edit mode with its live preview.
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { collectCspViolations, expect, inSrcdocFrame, test as base } from "./fixtures/csp";
import { admin, newApiContext, openSignedIn, originHeader, signInViaApi } from "./fixtures";
import { liveEditApi, revisionOf } from "./fixtures/pages";
import { packedPayloads, payloadsUpTo, urlPayloads, xssPayloads } from "./fixtures/xss-payloads";

interface Execution {
  id: number | string;
  page: string;
}

/** `test` that records every payload execution (binding or dialog) in its context and fails on one. */
const test = base.extend<{ executions: Execution[] }>({
  executions: [
    async ({ context }, use) => {
      const executions = await watchExecutions(context);
      await use(executions);
      expect(executions, "ausgeführte XSS-Payloads").toEqual([]);
    },
    { auto: true },
  ],
});

async function watchExecutions(context: BrowserContext): Promise<Execution[]> {
  const executions: Execution[] = [];
  await context.exposeBinding("__xss", ({ frame }, id: number) => {
    executions.push({ id, page: frame.url() });
  });
  context.on("page", (page) => {
    page.on("dialog", (dialog) => {
      executions.push({ id: `dialog: ${dialog.message()}`, page: page.url() });
      void dialog.dismiss();
    });
  });
  return executions;
}

/**
 * What is left in the page that could run: event-handler attributes, script-bearing addresses,
 * <script> elements the site did not write (without a nonce or known source), frames allowed to
 * run script. Same-origin frames are searched too.
 */
async function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "background", "poster", "srcset"];
    const visit = (doc: Document, where: string) => {
      for (const element of Array.from(doc.querySelectorAll("*"))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          const value = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
          if (name.startsWith("on")) found.push(`${where}: <${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
          if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value))
            found.push(`${where}: <${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
        }
        // React Router hands the loader data over in scripts of its own, as escaped JSON: the payload
        // text is data there. Any other script that names the probe came from a payload.
        const code = element.textContent ?? "";
        if (element.localName === "script" && /__xss/.test(code) && !code.startsWith("window.__reactRouterContext"))
          found.push(`${where}: <script>${code.slice(0, 60)}`);
        if (element.localName === "iframe") {
          const frame = element as HTMLIFrameElement;
          if (frame.hasAttribute("srcdoc") && frame.getAttribute("sandbox") !== "") found.push(`${where}: <iframe srcdoc> ohne sandbox=""`);
          try {
            if (frame.contentDocument) visit(frame.contentDocument, `${where} › iframe`);
          } catch {
            // A sandboxed frame has an origin of its own: not reachable, and unable to run script.
          }
        }
      }
    };
    visit(document, location.pathname);
    return found;
  });
}

/** Opens `path`, waits for hydration and quiet, and checks the markup. */
async function render(page: Page, path: string, marker?: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.locator("html[data-hydrated]").waitFor();
  await page.waitForLoadState("networkidle");
  if (marker) await expect(page.getByText(marker).first(), `${path} zeigt ${marker}`).toBeAttached();
  // The payload text must have arrived (as text): a page that shows none proves nothing.
  if (marker) expect(await page.locator("body").innerText(), path).toContain("__xss(");
  expect(await dangerousMarkup(page), path).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------
// Writing the payloads

const stamp = Date.now().toString(36);
const LABEL = 80;

/** Rotating pickers, so that different fields get different payloads. */
function picker(list = xssPayloads) {
  let next = 0;
  return () => list[next++ % list.length].html;
}

/** Settings for any section type: every text field the types know, each with a payload that fits it. */
function payloadSettings(marker: string, offset: number) {
  const label = picker(payloadsUpTo(LABEL).slice(offset % 10));
  const title = picker(payloadsUpTo(200).slice(offset % 20));
  const url = picker(urlPayloads.slice(offset % urlPayloads.length).concat(urlPayloads));
  const item = () => ({
    title: title(),
    text: title(),
    description: title(),
    buttonText: label(),
    buttonUrl: url(),
    url: url(),
    name: title(),
    quote: title(),
    author: title(),
    role: title(),
    label: title(),
    value: title(),
  });
  return {
    title: `${marker} ${label()}`.slice(0, 200),
    subtitle: packedPayloads(marker, 500, offset),
    description: packedPayloads(marker, 5000, offset),
    badge: label(),
    image: url(),
    imageAlt: title(),
    primaryButtonText: label(),
    primaryButtonUrl: url(),
    secondaryButtonText: label(),
    secondaryButtonUrl: url(),
    buttonText: label(),
    buttonUrl: url(),
    heroTitle: `${marker} ${label()}`,
    heroSubtitle: packedPayloads(marker, 500, offset + 3),
    heroDescription: packedPayloads(marker, 100_000, offset),
    materialInfo: packedPayloads(marker, 100_000, offset + 7),
    cta1Text: label(),
    cta1Url: url(),
    cta2Text: label(),
    cta2Url: url(),
    note: packedPayloads(marker, 5000, offset + 11),
    submitButtonText: label(),
    items: [item(), item(), item()],
    features: [item(), item()],
    technicalSpecs: [item(), item()],
    products: [item(), item()],
  };
}

const sectionTypes = [
  "hero",
  "text",
  "content",
  "product_hero",
  "content_intro",
  "image_text",
  "gallery",
  "cta",
  "teaser_box",
  "testimonials",
  "form",
  "product_teaser",
  "product_tiles",
  "usp_tiles",
  "product_details",
  "product_details_v2",
  "product_cta",
];

async function postJson(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: originHeader });
  expect(response.status(), `${path}: ${(await response.text()).slice(0, 400)}`).toBeLessThan(400);
  return response.json();
}

async function postForm(request: APIRequestContext, path: string, form: Record<string, string>) {
  const response = await request.post(path, { form, headers: originHeader, maxRedirects: 0 });
  expect(response.status(), `${path}: ${(await response.text()).slice(0, 400)}`).toBeLessThan(400);
}

/** A published page; its title, headings, meta and own HTML carry payloads. */
async function writeContentPage(request: APIRequestContext) {
  const created = (await postJson(request, liveEditApi("/", "page"), { intent: "create", data: { title: `XSS Inhalt ${stamp}`, published: true } })) as {
    data: { slug: string; pageId: number };
  };
  const { slug, pageId } = created.data;
  await postJson(request, liveEditApi(slug, "page"), {
    intent: "update",
    data: {
      pageId,
      baseRevision: await revisionOf(request, slug),
      updates: {
        title: packedPayloads(`XSS-Seitentitel-${stamp}`, 200),
        h1: packedPayloads(`XSS-H1-${stamp}`, 200, 5),
        intro: packedPayloads(`XSS-Intro-${stamp}`, 500, 9),
        metaTitle: payloadsUpTo(60)[0].html,
        metaDescription: packedPayloads("", 160, 13),
        contentHtml: packedPayloads(`XSS-Seiteninhalt-${stamp}`, 100_000),
      },
    },
  });
  return { slug, pageId };
}

/** A published page with a section of every type, every text field filled, and one hero per payload. */
async function writeSectionsPage(request: APIRequestContext) {
  const created = (await postJson(request, liveEditApi("/", "page"), { intent: "create", data: { title: `XSS Sektionen ${stamp}`, published: true } })) as {
    data: { slug: string; pageId: number };
  };
  const { slug, pageId } = created.data;
  // One 'Speichern' with every section: one of each type with every field, and one hero per payload.
  const sections = [
    ...sectionTypes.map((type, index) => ({
      sectionName: `${type} ${payloadsUpTo(150)[index % 40].html}`.slice(0, 200),
      sectionType: type,
      contentHtml: packedPayloads(`XSS-Sektion-${type}`, 100_000, index),
      isPublished: true,
      settings: payloadSettings(`XSS-Einstellungen-${type}`, index),
      mediaAssetIds: [],
    })),
    ...payloadsUpTo(200).map((payload) => ({
      sectionName: `Hero ${payload.id}`,
      sectionType: "hero",
      contentHtml: payload.html,
      isPublished: true,
      settings: {
        title: payload.html,
        subtitle: payload.html,
        description: payload.html,
        primaryButtonText: payload.html.slice(0, LABEL),
        primaryButtonUrl: payload.html,
      },
      mediaAssetIds: [],
    })),
  ];
  await postJson(request, liveEditApi(slug), { intent: "save-all", data: { sections, baseRevision: await revisionOf(request, slug) } });
  return { slug, pageId };
}

test.describe.configure({ mode: "serial" });

test.describe("XSS in every field that becomes HTML", () => {
  let slug = "";
  const written: { slug: string; pageId: number }[] = [];
  let contentSlug = "";
  let staff: APIRequestContext;

  test.beforeAll(async () => {
    expect(xssPayloads.length, "Anzahl der Payloads").toBeGreaterThanOrEqual(50);
    staff = await newApiContext();
    await signInViaApi(staff, admin.email, admin.password);
    const content = await writeContentPage(staff);
    written.push(content);
    contentSlug = content.slug;
    const sections = await writeSectionsPage(staff);
    written.push(sections);
    slug = sections.slug;
  });

  test.afterAll(async () => {
    // The pages go again: later browser tests walk the sitemap.
    for (const page of written)
      await postJson(staff, liveEditApi(page.slug, "page"), {
        intent: "delete",
        data: { pageId: page.pageId, baseRevision: await revisionOf(staff, page.slug) },
      });
    await staff?.dispose();
  });

  test("page title, headings, meta, content and every section type: for visitors, from the cache and for staff", async ({ page }) => {
    test.setTimeout(120_000);
    for (const visit of ["erster Besuch", "aus dem Cache"]) {
      await render(page, contentSlug, `XSS-Seiteninhalt-${stamp}`);
      await expect(page.getByText(`XSS-Intro-${stamp}`), visit).toBeAttached();
      expect(await page.title(), visit).toContain("__xss(");
      await render(page, slug, "XSS-Einstellungen-hero");
    }
    for (const type of sectionTypes.filter((t) => t !== "gallery"))
      await expect(page.getByText(new RegExp(`XSS-(Sektion|Einstellungen)-${type}\\b`)).first(), type).toBeAttached();
    await signInViaApi(page.request, admin.email, admin.password);
    await render(page, slug, "XSS-Einstellungen-hero");
    await render(page, contentSlug, `XSS-Seiteninhalt-${stamp}`);
    // The site's navigation and breadcrumbs name pages by their title.
    await render(page, "/cms/seiten", `XSS-Seitentitel-${stamp}`);
    await render(page, `/cms/page-editor${slug}`);
    // The section editor's forms show the stored values in their fields.
    await page
      .getByRole("button", { name: /bearbeiten/ })
      .first()
      .click();
    await page.waitForLoadState("networkidle");
    expect(await dangerousMarkup(page)).toEqual([]);
  });

  test("the edit mode: panel, section forms and the live preview of typed payloads", async ({ page }) => {
    test.setTimeout(120_000);
    await signInViaApi(page.request, admin.email, admin.password);
    await page.goto(`${slug}?edit=1`);
    const panel = page.getByTestId("floating-editor");
    await expect(panel.getByRole("heading", { name: /^Sektionen \(/ })).toBeVisible({ timeout: 15_000 });
    await panel.getByRole("button", { name: "«Hero 1» bearbeiten" }).first().click();
    const form = panel.getByRole("form", { name: "Sektion «Hero 1» bearbeiten" });
    await expect(form).toBeVisible();
    // Typed, not saved yet: the preview is the server's sanitised rendering of what was typed.
    await form.getByLabel("Titel", { exact: true }).fill(packedPayloads(`XSS-Vorschau-${stamp}`, 200, 21));
    await expect(page.getByText(`XSS-Vorschau-${stamp}`).first()).toBeVisible();
    await expect(form.getByText("✓ Gespeichert")).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    expect(await dangerousMarkup(page)).toEqual([]);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.getByText(`XSS-Vorschau-${stamp}`).first()).toBeAttached();
    expect(await dangerousMarkup(page)).toEqual([]);
  });

  test("global settings: on every public page and in the settings form", async ({ page }) => {
    test.setTimeout(90_000);
    // What the site had, to be put back afterwards: later browser tests expect the site's own texts.
    await openSignedIn(page, admin, "/cms/global");
    await page.locator("html[data-hydrated]").waitFor();
    const fields = [
      "site_title",
      "site_description",
      "primary_color",
      "cta_primary_text",
      "cta_secondary_text",
      "footer_text",
      "contact_email",
      "contact_phone",
      "contact_address",
    ];
    const original: Record<string, string> = { intent: "save-settings" };
    for (const name of fields) original[name] = await page.locator(`[name="${name}"]`).first().inputValue();
    await postForm(staff, "/cms/global.data", {
      intent: "save-settings",
      site_title: packedPayloads(`XSS-Titel-${stamp}`, 200, 2),
      site_description: packedPayloads(`XSS-Beschreibung-${stamp}`, 500, 4),
      primary_color: original.primary_color || "#E6462E",
      cta_primary_text: payloadsUpTo(LABEL)[3].html,
      cta_secondary_text: payloadsUpTo(LABEL)[4].html,
      footer_text: packedPayloads(`XSS-Fusszeile-${stamp}`, 5000, 6),
      contact_email: original.contact_email,
      contact_phone: original.contact_phone,
      contact_address: packedPayloads(`XSS-Adresse-${stamp}`, 500, 8),
    });
    try {
      await render(page, "/cms/global");
      await render(page, "/", `XSS-Fusszeile-${stamp}`);
      await page.context().clearCookies();
      for (const path of ["/", "/kontakt", slug]) await render(page, path, `XSS-Fusszeile-${stamp}`);
    } finally {
      await postForm(staff, "/cms/global.data", original);
    }
  });

  test("testimonials: on the public page and in the CMS list", async ({ page }) => {
    for (const [index, author] of payloadsUpTo(200).slice(0, 6).entries()) {
      await postForm(staff, "/cms/testimonials.data", {
        intent: "create-testimonial",
        author: `${author.html}`.slice(0, 200),
        role: packedPayloads(`XSS-Rolle-${stamp}`, 500, index * 7),
        quote: packedPayloads(`XSS-Zitat-${stamp}-${index}`, 5000, index * 11),
        rating: "5",
        is_published: "true",
      });
    }
    await render(page, "/service", `XSS-Zitat-${stamp}`);
    await signInViaApi(page.request, admin.email, admin.password);
    await render(page, "/cms/testimonials", `XSS-Zitat-${stamp}`);
    // Removed again: /service is the seeded site's testimonial page for later tests.
    const ids = await page
      .locator("li", { hasText: `XSS-Rolle-${stamp}` })
      .locator('input[name="id"]')
      .evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).value))]);
    expect(ids.length).toBe(6);
    for (const id of ids) await postForm(staff, "/cms/testimonials.data", { intent: "delete-testimonial", id });
  });

  test("contact messages: sent through the public form, read in the inbox and in the outbox's mail", async ({ page }) => {
    // One message (the site takes five per address in ten minutes, and other tests send some too),
    // every field full of payloads.
    const anonymous = await newApiContext();
    try {
      await postForm(anonymous, "/kontakt", {
        intent: "contact",
        name: packedPayloads("", 200, 10),
        email: "xss@beispiel.ch",
        company: packedPayloads("", 200, 20),
        phone: "+41 00 000 00 00",
        message: packedPayloads(`XSS-Nachricht-${stamp}`, 5000, 13),
      });
    } finally {
      await anonymous.dispose();
    }
    await signInViaApi(page.request, admin.email, admin.password);
    await render(page, "/cms/nachrichten", `XSS-Nachricht-${stamp}`);
    await render(page, "/cms/postausgang");
    for (const summary of await page.locator("summary", { hasText: "Inhalt anzeigen" }).all()) await summary.click();
    await page.waitForLoadState("networkidle");
    expect(await dangerousMarkup(page)).toEqual([]);
  });

  test("e-mail templates: the list's previews and the form's live preview", async ({ page, cspViolations }) => {
    await postForm(staff, "/cms/email-templates.data", {
      intent: "create-template",
      template_name: `XSS ${stamp} ${payloadsUpTo(150)[5].html}`.slice(0, 200),
      subject: packedPayloads(`XSS-Betreff-${stamp}`, 200, 15),
      html: packedPayloads(`XSS-Vorlage-${stamp}`, 100_000, 17),
      reply_to: "",
    });
    await signInViaApi(page.request, admin.email, admin.password);
    await render(page, "/cms/email-templates", `XSS-Betreff-${stamp}`);
    for (const summary of await page.locator("summary", { hasText: "HTML-Vorschau" }).all()) await summary.click();
    await page.waitForLoadState("networkidle");
    expect(await dangerousMarkup(page)).toEqual([]);
    await page.getByRole("link", { name: new RegExp(`^Bearbeiten.*XSS ${stamp}`) }).click();
    await expect(page).toHaveURL(/bearbeiten=\d+/);
    // The template goes again at the end, like the test pages: later specs (axe on every CMS screen)
    // must not meet this test's payloads in their previews.
    const templateId = new URL(page.url()).searchParams.get("bearbeiten")!;
    await page.locator("summary", { hasText: "Vorschau mit Beispielwerten" }).click();
    const html = page.getByLabel("HTML-Inhalt", { exact: false });
    await html.fill(packedPayloads(`XSS-Live-${stamp}`, 20_000, 23));
    await expect(page.frameLocator("iframe[title='Vorschau der E-Mail-Vorlage mit Beispielwerten']").locator("body")).toContainText(`XSS-Live-${stamp}`);
    expect(await dangerousMarkup(page)).toEqual([]);
    // A template is mail HTML, shown as written in <iframe sandbox="" srcdoc> with a policy of its own
    // (mail-preview-frame.tsx): its payloads are refused there. Chromium's console does not always
    // say which frame a refusal came from, so here only the page's own reports count (the listener
    // runs in the top document; the sandbox runs no script, not even ours), and none ran.
    const blockedInPreview = cspViolations.filter((v) => v.source === "console" && /__xss/.test(v.text ?? ""));
    expect(blockedInPreview.length, "in der Vorschau blockiert").toBeGreaterThan(0);
    cspViolations.splice(0, cspViolations.length, ...cspViolations.filter((v) => v.source === "event" && !inSrcdocFrame(v)));
    await postForm(staff, "/cms/email-templates.data", { intent: "delete-template", id: templateId });
  });
});

test("the detectors themselves: a payload that runs, a dialog and a handler attribute are seen", async ({ browser }) => {
  const context = await browser.newContext();
  const executions = await watchExecutions(context);
  const violations = await collectCspViolations(context);
  const page = await context.newPage();
  await page.goto("/impressum");
  await page.locator("html[data-hydrated]").waitFor();
  // Run from the test (as a payload would if it got through) and put a handler into the DOM.
  await page.evaluate(() => {
    (window as unknown as { __xss: (id: number) => void }).__xss(999);
    const img = document.createElement("img");
    img.setAttribute("onerror", "__xss(998)");
    img.src = "data:,";
    document.body.append(img);
  });
  await page.evaluate(() => alert("xss"));
  await expect.poll(() => executions.map((e) => e.id)).toEqual([999, "dialog: xss"]);
  expect(await dangerousMarkup(page)).toEqual([expect.stringContaining('<img onerror="__xss(998)">')]);
  // The handler attribute itself was stopped by the policy.
  await expect.poll(() => violations.some((v) => v.directive === "script-src-attr")).toBe(true);
  await context.close();
});
