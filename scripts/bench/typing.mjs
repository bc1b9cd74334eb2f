// `npm run bench -- --only=typing` (docs/benchmarks.md, "Typing in the edit mode"; decision 0049): in the edit mode, how long from a keystroke
// in a section's field to the typed text on the page, in Chromium (Playwright on Debian's headless
// shell), with and without Chromium's CPU ×4 throttling (an older laptop), on the seed's Comfortline II
// category page ('Einleitung', its HTML field) and on a page of 100 sections (the seed page's sections
// over and over; the one edited sits in the middle).
//
// A run types a marker of its own (one input event, not measured), waits until the page shows it, then
// 17 letters with a pause of 120 ms after each. In the page, the keydown's timestamp and the first DOM mutation after which
// the section on the page (its live preview, or the section itself) holds the text typed so far are
// taken on the same clock (performance.now()); the difference is one sample. The load generator's own
// ceiling is the same run on a page whose textarea mirrors itself into a div: what dispatching the
// keystrokes and observing the page costs before any application code runs.
/* global window, document, MutationObserver -- the probe and the waits run in the page */
import { chromium } from "@playwright/test";
import { chromiumPath } from "../test-setup/prerequisites.mjs";
import { ADMIN, round, signIn, sleep, timeSummary } from "./lib.mjs";

export const TYPING_PAGE = "/produkte/pflege";
const SECTION_NAME = "Einleitung";
const LETTERS = "Vorschautempotest";
const GAP_MS = 120;
const LARGE_PAGE_SECTIONS = 100;
/** The goal (docs/benchmarks.md, "Typing in the edit mode"): median ≤ 30 ms and p95 ≤ 50 ms; p95 ≤ 100 ms at CPU ×4. */
export const TYPING_TARGETS = { medianMs: 30, p95Ms: 50, p95ThrottledMs: 100 };

async function liveEdit(base, cookie, slug, { body, scope } = {}) {
  const url = `${base}/cms/api/live-edit?slug=${encodeURIComponent(slug)}${scope ? `&scope=${scope}` : ""}`;
  const res = await fetch(url, {
    method: body ? "POST" : "GET",
    headers: { cookie, origin: base, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`live-edit ${slug} ${body?.intent ?? "GET"}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

/** A published page of 100 sections, copied from the seed page's; returns its slug and the id of the 'Einleitung' nearest the middle. */
async function createLargePage(base, cookie) {
  const source = (await liveEdit(base, cookie, TYPING_PAGE)).sections;
  const created = await liveEdit(base, cookie, "/", { scope: "page", body: { intent: "create", data: { title: "Hundert Sektionen", published: true } } });
  const slug = created.data.slug;
  let revision = (await liveEdit(base, cookie, slug)).revision;
  const ids = [];
  for (let i = 0; i < LARGE_PAGE_SECTIONS; i++) {
    const from = source[i % source.length];
    const made = await liveEdit(base, cookie, slug, { body: { intent: "create", data: { baseRevision: revision } } });
    const sectionId = made.data.sectionId;
    const input = {
      sectionName: `${from.sectionName} ${i + 1}`,
      sectionType: from.sectionType,
      contentHtml: from.contentHtml,
      isPublished: true,
      settings: from.settings,
      mediaAssetIds: from.mediaAssetIds,
    };
    const updated = await liveEdit(base, cookie, slug, { body: { intent: "update", data: { sectionId, baseRevision: made.data.revision, input } } });
    revision = updated.data.revision;
    ids.push({ id: sectionId, name: from.sectionName, index: i });
  }
  const middle = ids.filter((s) => s.name === SECTION_NAME).sort((a, b) => Math.abs(a.index - 50) - Math.abs(b.index - 50))[0];
  if (!middle) throw new Error(`Keine Sektion «${SECTION_NAME}» auf ${TYPING_PAGE}`);
  return { slug, sectionId: middle.id };
}

/** Installs the clock in the page: keydown times, and when the section first shows each prefix of marker + letters. */
function installProbe(page, sectionId, marker) {
  return page.evaluate(
    ({ id, marker, letters }) => {
      const probe = { keys: [], seen: [], markerSeen: false };
      window.__typingProbe = probe;
      const text = () =>
        (document.querySelector(`[data-live-preview="${id}"]`)?.textContent ?? "") +
        (document.querySelector(`main [data-section-id="${id}"]`)?.textContent ?? "");
      const check = () => {
        const now = performance.now();
        const shown = text();
        if (!probe.markerSeen && shown.includes(marker)) probe.markerSeen = true;
        while (probe.seen.length < letters.length && shown.includes(marker + letters.slice(0, probe.seen.length + 1))) probe.seen.push(now);
      };
      document.addEventListener("keydown", (event) => event.key.length === 1 && probe.keys.push(event.timeStamp), true);
      new MutationObserver(check).observe(document.querySelector("main") ?? document.body, { subtree: true, childList: true, characterData: true });
    },
    { id: sectionId, marker, letters: LETTERS },
  );
}

/** Types marker and letters into `field` and returns one sample per letter (ms), or throws when the page never showed them. */
async function typeAndMeasure(page, field, sectionId, runId) {
  const marker = ` Lauf${runId}x`;
  await installProbe(page, sectionId, marker);
  await field.evaluate((el) => {
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  });
  await page.keyboard.insertText(marker);
  await page.waitForFunction(() => window.__typingProbe.markerSeen, null, { timeout: 10_000 });
  // A pause of 120 ms after each key: the keydowns are 120 ms plus the time a
  // press takes over CDP apart, so the old preview's 120 ms debounce could fire between them.
  for (const letter of LETTERS) {
    await page.keyboard.press(letter);
    await sleep(GAP_MS);
  }
  await page.waitForFunction((n) => window.__typingProbe.seen.length >= n, LETTERS.length, { timeout: 10_000 });
  const { keys, seen } = await page.evaluate(() => window.__typingProbe);
  if (keys.length !== LETTERS.length) throw new Error(`${keys.length} statt ${LETTERS.length} Tastendrücke gezählt`);
  return seen.map((t, i) => t - keys[i]);
}

async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/** One run in the edit mode: opens the page, the section, types, waits for the autosave, closes. */
async function editModeRun(context, base, { slug, sectionId }, rate, runId) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}${slug}?edit=1`);
    await page.getByRole("heading", { name: /^Sektionen \(\d+\)$/ }).waitFor({ timeout: 30_000 });
    await page.evaluate((id) => window.dispatchEvent(new CustomEvent("cms-edit-section", { detail: { id } })), sectionId);
    const field = page.locator('textarea[name="contentHtml"]');
    await field.waitFor({ timeout: 10_000 });
    await throttle(page, rate);
    const samples = await typeAndMeasure(page, field, sectionId, runId);
    // Leave only after the autosave (nothing waits for a draft), so every run starts on a saved page.
    await page.getByText("✓ Gespeichert").waitFor({ timeout: 30_000 });
    return samples;
  } finally {
    await page.close();
  }
}

/** The ceiling: the same probe and keystrokes on a page that mirrors its textarea itself. */
async function ceilingRun(context, rate, runId) {
  const page = await context.newPage();
  try {
    await page.setContent(
      '<!doctype html><title>Obergrenze</title><main><textarea name="contentHtml"></textarea><div data-live-preview="1"></div></main>' +
        '<script>const t = document.querySelector("textarea"), d = document.querySelector("div"); t.addEventListener("input", () => { d.textContent = t.value; });</script>',
    );
    await throttle(page, rate);
    return await typeAndMeasure(page, page.locator("textarea"), 1, runId);
  } finally {
    await page.close();
  }
}

export async function typing(server, { runs = 3, warnings = [] } = {}) {
  console.log(`\n━━ Tippen im Edit-Mode: Tastendruck → Text auf der Seite (${LETTERS.length} Tasten im Abstand von ${GAP_MS} ms, ${runs} Läufe je Zeile)`);
  const cookie = await signIn(server.base, ADMIN);
  const seedPage = await liveEdit(server.base, cookie, TYPING_PAGE);
  const seedSection = seedPage.sections.find((s) => s.sectionName === SECTION_NAME);
  if (!seedSection) throw new Error(`Keine Sektion «${SECTION_NAME}» auf ${TYPING_PAGE}`);
  const started = Date.now();
  const large = await createLargePage(server.base, cookie);
  console.log(`   Seite mit ${LARGE_PAGE_SECTIONS} Sektionen angelegt: ${large.slug} (${round((Date.now() - started) / 1000, 1)} s)`);
  const pages = [
    { label: `${TYPING_PAGE} (Seed, ${seedPage.sections.length} Sektionen)`, target: { slug: TYPING_PAGE, sectionId: seedSection.id } },
    { label: `${large.slug} (${LARGE_PAGE_SECTIONS} Sektionen)`, target: large },
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const result = { letters: LETTERS.length, gapMs: GAP_MS, runs, rows: [] };
  let runId = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const url = new URL(server.base);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: "/" };
      }),
    );
    for (const rate of [1, 4]) {
      const samples = [];
      for (let r = 0; r < runs; r++) samples.push(...(await ceilingRun(context, rate, ++runId)));
      result.rows.push({ page: "Obergrenze (Textfeld spiegelt sich selbst)", cpu: rate, ...timeSummary(samples) });
    }
    for (const { label, target } of pages) {
      // A first run warms the server's caches and Chromium's code caches; it is not counted.
      await editModeRun(context, server.base, target, 1, ++runId);
      for (const rate of [1, 4]) {
        const samples = [];
        for (let r = 0; r < runs; r++) samples.push(...(await editModeRun(context, server.base, target, rate, ++runId)));
        result.rows.push({ page: label, cpu: rate, ...timeSummary(samples) });
      }
    }
  } finally {
    await browser.close();
  }
  const header = ["Seite", "CPU", "n", "Median ms", "p95 ms", "Max ms"];
  const widths = header.map(
    (h, i) => Math.max(h.length, ...result.rows.map((r) => String([r.page, `×${r.cpu}`, r.n, r.medianMs, r.p95Ms, r.maxMs][i]).length)) + 2,
  );
  const line = (cells) => `   ${cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("")}`;
  console.log(line(header));
  for (const r of result.rows) console.log(line([r.page, `×${r.cpu}`, r.n, r.medianMs, r.p95Ms, r.maxMs]));
  for (const r of result.rows.filter((row) => !row.page.startsWith("Obergrenze"))) {
    const missed =
      r.cpu === 1
        ? [
            r.medianMs > TYPING_TARGETS.medianMs && `Median ${r.medianMs} > ${TYPING_TARGETS.medianMs} ms`,
            r.p95Ms > TYPING_TARGETS.p95Ms && `p95 ${r.p95Ms} > ${TYPING_TARGETS.p95Ms} ms`,
          ]
        : [r.p95Ms > TYPING_TARGETS.p95ThrottledMs && `p95 ${r.p95Ms} > ${TYPING_TARGETS.p95ThrottledMs} ms`];
    const text = missed.filter(Boolean).join(", ");
    if (text) warnings.push(`Tippen ${r.page} CPU ×${r.cpu}: Ziel verfehlt (${text})`);
  }
  return result;
}
