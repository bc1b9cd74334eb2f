// The editors of the editing scenario (docs/benchmarks.md "Editing"): each signed-in editor saves once a second
// through the edit mode's real endpoint (/cms/api/live-edit, the same JSON the browser sends and the
// browser tests use), alternating a draft autosave (a section visitors do not see) and a published
// change (a visible section, saved as the editor's explicit save).
import { median, percentile, round, sleep } from "./lib.mjs";

const api = (slug, scope) => `/cms/api/live-edit?slug=${encodeURIComponent(slug)}${scope ? `&scope=${scope}` : ""}`;

async function call(base, cookie, url, body) {
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: body ? "POST" : "GET",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, ms: performance.now() - t0 };
}

async function revisionOf(base, cookie, slug) {
  const r = await call(base, cookie, api(slug));
  if (r.status !== 200) throw new Error(`live-edit GET ${slug}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
  return r.json.revision;
}

const input = (name, html, published) => ({
  sectionName: name,
  sectionType: "text",
  contentHtml: html,
  isPublished: published,
  settings: {},
  mediaAssetIds: [],
});

async function addSection(base, cookie, slug, name, html, published) {
  const made = await call(base, cookie, api(slug), { intent: "create", data: { baseRevision: await revisionOf(base, cookie, slug) } });
  if (made.status !== 200) throw new Error(`Sektion anlegen auf ${slug}: HTTP ${made.status} ${made.text.slice(0, 200)}`);
  const sectionId = made.json.data.sectionId;
  const updated = await call(base, cookie, api(slug), {
    intent: "update",
    data: { sectionId, baseRevision: await revisionOf(base, cookie, slug), input: input(name, html, published) },
  });
  if (updated.status !== 200) throw new Error(`Sektion speichern auf ${slug}: HTTP ${updated.status} ${updated.text.slice(0, 200)}`);
  return { sectionId, revision: updated.json.data.revision };
}

/**
 * Prepares one page per editor: editor i works on `slugs[i]`, a page the visitors read (the editing
 * scenario reads the whole sitemap, so every edited page is one of theirs). Each gets a published and
 * a draft text section.
 */
export async function prepareEditors(base, cookies, slugs) {
  if (new Set(slugs).size < cookies.length) throw new Error(`${cookies.length} Redaktoren brauchen ebenso viele Seiten, nicht ${new Set(slugs).size}`);
  const editors = [];
  for (const [i, cookie] of cookies.entries()) {
    const slug = slugs[i];
    const visible = await addSection(base, cookie, slug, `Bench sichtbar ${i}`, `<p>Bench ${i}: Stand 0</p>`, true);
    const draft = await addSection(base, cookie, slug, `Bench Entwurf ${i}`, `<p>Bench ${i}: Entwurf 0</p>`, false);
    editors.push({ i, cookie, slug, visibleId: visible.sectionId, draftId: draft.sectionId, revision: draft.revision });
  }
  return editors;
}

/**
 * Starts the editors; `stop()` ends them and resolves to their figures. `edits`: "both" alternates a
 * draft autosave and a visible change (the issue's scenario), "draft" or "visible" saves only one kind.
 */
export function runEditors(base, editors, { intervalMs = 1000, edits = "both" } = {}) {
  let running = true;
  const saves = { draft: [], published: [] };
  const failures = [];
  const loops = editors.map(async (e) => {
    await sleep((intervalMs / editors.length) * e.i); // spread the editors over the second
    let tick = 0;
    while (running) {
      const due = performance.now() + intervalMs;
      const draft = edits === "both" ? tick % 2 === 0 : edits === "draft";
      tick++;
      const sectionId = draft ? e.draftId : e.visibleId;
      const html = draft ? `<p>Bench ${e.i}: Entwurf ${tick}</p>` : `<p>Bench ${e.i}: Stand ${tick}</p>`;
      const body = {
        intent: "update",
        data: { sectionId, baseRevision: e.revision, input: input(draft ? `Bench Entwurf ${e.i}` : `Bench sichtbar ${e.i}`, html, !draft), autosave: draft },
      };
      try {
        const r = await call(base, e.cookie, api(e.slug), body);
        if (r.status === 200 && r.json?.ok) {
          e.revision = r.json.data.revision ?? e.revision;
          saves[draft ? "draft" : "published"].push(r.ms);
        } else {
          failures.push(`${e.slug}: HTTP ${r.status} ${r.text.slice(0, 120)}`);
          e.revision = await revisionOf(base, e.cookie, e.slug).catch(() => e.revision);
        }
      } catch (error) {
        failures.push(`${e.slug}: ${error.message}`);
      }
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      const figures = (list) => (list.length ? { n: list.length, medianMs: round(median(list), 1), p99Ms: round(percentile(list, 99), 1) } : { n: 0 });
      return { draft: figures(saves.draft), published: figures(saves.published), failures: failures.length, failureSamples: failures.slice(0, 5) };
    },
  };
}
