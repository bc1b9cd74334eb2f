// The HTTP layer's protections (docs/security.md; docs/decisions/0012-security-headers-and-csrf.md) through the real
// HTTP stack (server/app.ts, React Router, better-auth, a seeded database):
// - the cross-site write rule as a matrix over the route table: every route, every route action,
//   every better-auth endpoint and the upload, asked with a staff session from a foreign origin and
//   with no origin at all, must be refused by the guard and change nothing in the database; the same
//   write from the site itself must change something (so a refusal is the guard's doing). A route
//   added to app/routes.ts with an action, or an Express endpoint, that the matrix does not know fails;
// - the security headers of documents: hashes for cached anonymous pages that match their inline
//   scripts, a fresh nonce for every uncached response, frame-ancestors by area;
// - the body limit: oversized JSON, forms, chunked bodies, a 60 MB announcement, each 413 in German
//   with nothing stored, while uploads keep their own limit.
import crypto from "node:crypto";
import http from "node:http";
import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, signInCookie, startSecurityStack, type SecurityStack } from "./security-stack";
import { documentPdf } from "#db/seed/document-pdf";

let stack: SecurityStack;
let adminCookie: string;
let url: string;

beforeAll(async () => {
  stack = await startSecurityStack();
  url = stack.url;
  adminCookie = await signInCookie(url, ADMIN.email, ADMIN.password);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const FOREIGN = "https://angreifer.example";

// ---------------------------------------------------------------------------------------------------
// The database, whole: a fingerprint of every table, so "nothing changed" needs no knowledge of what
// a route would have written.

async function fingerprint(): Promise<Record<string, string>> {
  // The server's background check (check-sweep.server.ts) stores the counts of pages an earlier test
  // changed, whenever the server is quiet: done now, so it has nothing left to write while a test runs.
  const { sweepCheckCounts } = await stack.load<typeof import("~/features/publish-check/check-sweep.server")>(
    "/app/features/publish-check/check-sweep.server.ts",
  );
  const { db } = await stack.load<typeof import("#db/client.server")>("/db/client.server.ts");
  await sweepCheckCounts(db(), { waitTurn: async () => {} });
  const tables = await stack.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const result: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await stack.query<{ n: number | string; h: string | null }>(
      `select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table_name}" t`,
    );
    result[table_name] = `${row.n}:${row.h}`;
  }
  return result;
}

function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

// ---------------------------------------------------------------------------------------------------
// Requests

type Body = { json: unknown } | { form: Record<string, string> } | { multipart: () => Promise<FormData> } | { none: true };

interface Ask {
  method?: string;
  path: string;
  body: Body;
  origin: string | null;
  cookie?: string;
  accept?: string;
}

async function ask({ method = "POST", path, body, origin, cookie, accept }: Ask) {
  const headers: Record<string, string> = {};
  if (origin) headers.Origin = origin;
  if (cookie) headers.Cookie = cookie;
  if (accept) headers.Accept = accept;
  let payload: BodyInit | undefined;
  if ("json" in body) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body.json);
  } else if ("form" in body) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(body.form).toString();
  } else if ("multipart" in body) {
    payload = await body.multipart();
  }
  const response = await fetch(`${url}${path}`, { method, headers, body: payload, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

/** The guard's own answer (not a route's, not better-auth's): its JSON shape or its German page. */
function expectGuardRefusal(answer: { status: number; headers: Headers; text: string }, code: "INVALID_ORIGIN" | "MISSING_OR_NULL_ORIGIN", label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(403);
  if ((answer.headers.get("content-type") ?? "").includes("application/json")) {
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    expect(Object.keys(body).sort(), label).toEqual(["code", "message", "ok"]);
    expect(body.code, label).toBe(code);
    expect(body.message, label).toMatch(
      code === "INVALID_ORIGIN" ? /^Diese Anfrage kam von .*, die Website erwartet / : /^Die Anfrage wurde aus Sicherheitsgründen abgelehnt/,
    );
  } else {
    expect(answer.headers.get("content-type"), label).toMatch(/^text\/html/);
    expect(answer.text, label).toContain("Anfrage abgelehnt</h1>");
    expect(answer.text, label).toContain(code === "INVALID_ORIGIN" ? "die Website erwartet" : "aus Sicherheitsgründen abgelehnt");
  }
}

// ---------------------------------------------------------------------------------------------------
// The route table

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

function flatten(entries: RouteEntry[], parent = ""): { pattern: string; file: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const own = entry.path !== undefined || entry.index ? [{ pattern: entry.index ? parent || "/" : pattern, file: entry.file }] : [];
    return [...own, ...flatten(entry.children ?? [], entry.path ? pattern : parent)];
  });
}

/** A request path for a route pattern: parameters and splats filled with values the site has. */
function samplePath(pattern: string) {
  return pattern.replace(":product", "gebaerwanne-comfort").replace(/\/\*$/, "/kontakt");
}

async function routeTable() {
  const config = (await stack.load<{ default: RouteEntry[] }>("/app/routes.ts")).default;
  const routes = flatten(config);
  const withAction: string[] = [];
  for (const file of new Set(routes.map((r) => r.file))) {
    const module = await stack.load<Record<string, unknown>>(`/app/${file}`);
    if (typeof module.action === "function") withAction.push(file);
  }
  return { routes, withAction };
}

// ---------------------------------------------------------------------------------------------------
// Writes that change something when they are allowed: one per route module with an action and per
// Express endpoint that takes writes. EXTEND when a route gets an action (the coverage test fails).

interface WriteRow {
  /** What the write is, and what it would change. */
  label: string;
  method?: string;
  path: string | (() => Promise<string>);
  body: () => Promise<Body> | Body;
  accept?: string;
  /**
   * Whether the write from the site itself changes the database (proof that a refusal is the
   * guard's). null with a reason where no such write can be made in a test.
   */
  effect: true | { none: string };
}

/** An open submission for 'Freigabe' by someone else (the seed has none): the one there is, or a new one for /kontakt. */
async function openSubmission(): Promise<number> {
  const [open] = await stack.query<{ id: number }>(`select id from approval_requests where status = 'submitted' order by id desc limit 1`);
  if (open) return Number(open.id);
  const [made] = await stack.query<{ id: number }>(
    `insert into approval_requests (page_id, translation_key, page_slug, page_title, language, revision, snapshot, submitted_by)
       select id, translation_key, slug, title, language, 1, '{"page": null, "sections": []}'::jsonb, 'matrix@beispiel.ch' from pages where slug = '/kontakt'
       returning id`,
  );
  return Number(made.id);
}

/** A published German version of a seeded product's document, with its product's number and key. */
async function publishedVersion(): Promise<{ id: number; number: number; key: string }> {
  const [row] = await stack.query<{ id: number; number: number; key: string }>(
    `select v.id, p.number, p.translation_key::text as key from document_versions v join documents d on d.id = v.document_id
       join product_records p on p.translation_key = d.product_key where v.status = 'published' and d.language = 'de' order by v.id limit 1`,
  );
  return { id: Number(row.id), number: Number(row.number), key: row.key };
}

/** A request for a printed copy not yet sent: the newest there is, or a new one. */
async function openPrintedCopyRequest(): Promise<number> {
  const [open] = await stack.query<{ id: number }>(`select id from printed_copy_requests where shipped_at is null order by id desc limit 1`);
  if (open) return Number(open.id);
  const [made] = await stack.query<{ id: number }>(
    `insert into printed_copy_requests (document_version_id, name, email, due_at) values (${(await publishedVersion()).id}, 'Matrix', 'matrix@beispiel.ch', now() + interval '7 days') returning id`,
  );
  return Number(made.id);
}

const stamp = () => `${Date.now().toString(36)}${crypto.randomBytes(2).toString("hex")}`;

async function liveEditRevision(slug: string) {
  const response = await fetch(`${url}/cms/api/live-edit?slug=${encodeURIComponent(slug)}`, { headers: { Cookie: adminCookie } });
  return ((await response.json()) as { revision: number }).revision;
}

async function firstId(table: string) {
  const [row] = await stack.query<{ id: number | string }>(`select id from "${table}" order by id limit 1`);
  if (!row) throw new Error(`Keine Zeile in ${table}`);
  return String(row.id);
}

let targetUserId = "";
let resetToken = "";

const tinyPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();

const writeRows: Record<string, WriteRow> = {
  "routes/site/public-page.tsx": {
    label: "Kontaktformular einer Seite (legt eine Nachricht an)",
    path: "/kontakt",
    body: () => ({ form: { intent: "contact", name: "Matrix", email: "matrix@beispiel.ch", message: `Nachricht ${stamp()}` } }),
    effect: true,
  },
  "routes/site/legacy-birth-product.tsx": {
    label: "Kontaktformular der alten Produktadresse",
    path: "/geburt-wochenbett/gebaerwanne-comfort",
    body: () => ({ form: { intent: "contact", name: "Matrix", email: "matrix@beispiel.ch", message: `Alt ${stamp()}` } }),
    effect: true,
  },
  "routes/cms/pages.tsx": {
    label: "Seitenliste: Seite anlegen",
    path: "/cms/seiten.data",
    body: () => ({ json: { intent: "create", data: { title: `Matrix Seite ${stamp()}`, published: true } } }),
    effect: true,
  },
  "routes/cms/live-edit.ts": {
    label: "Edit-Mode: Seite anlegen",
    path: "/cms/api/live-edit?slug=%2F&scope=page",
    body: () => ({ json: { intent: "create", data: { title: `Matrix Live ${stamp()}`, published: true } } }),
    effect: true,
  },
  "routes/cms/page-editor.tsx": {
    label: "Seiten-Editor: Sektion anlegen",
    path: "/cms/page-editor/kontakt.data",
    body: async () => ({ json: { intent: "create", data: { baseRevision: await liveEditRevision("/kontakt") } } }),
    effect: true,
  },
  "routes/cms/global-settings.tsx": {
    label: "Globale Einstellungen speichern",
    path: "/cms/global.data",
    body: () => ({ form: { intent: "save-settings", site_title: "Auralis Medizintechnik", primary_color: "#E6462E", footer_text: `Fusszeile ${stamp()}` } }),
    effect: true,
  },
  "routes/cms/email-templates.tsx": {
    label: "E-Mail-Vorlage anlegen",
    path: "/cms/email-templates.data",
    body: () => ({
      form: {
        intent: "create-template",
        template_name: `Matrix ${stamp()}`,
        subject: "Betreff der Matrix",
        html: "<p>Hallo {{name}}, danke für die Nachricht.</p>",
        reply_to: "",
      },
    }),
    effect: true,
  },
  "routes/cms/testimonials.tsx": {
    label: "Testimonial anlegen",
    path: "/cms/testimonials.data",
    body: () => ({
      form: { intent: "create-testimonial", author: `Matrix ${stamp()}`, role: "Hebamme", quote: "Ein Zitat der Matrix.", rating: "5", is_published: "true" },
    }),
    effect: true,
  },
  "routes/cms/messages.tsx": {
    label: "Kontaktanfrage als erledigt markieren",
    path: "/cms/nachrichten.data",
    body: async () => ({ form: { intent: "mark-done", id: await firstId("contact_messages") } }),
    effect: true,
  },
  "routes/cms/media-library.tsx": {
    label: "Mediendatei umbenennen",
    path: "/cms/media-library.data",
    body: async () => ({ form: { intent: "update", id: await firstId("media_assets"), title: `Matrix ${stamp()}`, category: "", altText: "" } }),
    effect: true,
  },
  "routes/cms/users.tsx": {
    label: "Benutzer freigeben",
    path: "/cms/users.data",
    body: () => ({ form: { intent: "set-role", userId: targetUserId, role: "editor" } }),
    effect: true,
  },
  "routes/cms/account.tsx": {
    label: "Zwei-Faktor-Einrichtung beginnen (speichert ein Geheimnis)",
    path: "/cms/konto.data",
    body: () => ({ form: { intent: "two-factor-enable", password: ADMIN.password } }),
    effect: true,
  },
  "routes/cms/redirects.tsx": {
    label: "Weiterleitung anlegen",
    path: "/cms/weiterleitungen.data",
    body: () => ({ form: { intent: "create-redirect", source: `/matrix-alt-${stamp()}`, target: "/kontakt", status: "301" } }),
    effect: true,
  },
  "routes/cms/preview-links.ts": {
    label: "Vorschau-Link erstellen",
    path: "/cms/api/vorschau-links",
    body: async () => ({ json: { intent: "create", pageId: await firstId("pages"), days: 7 } }),
    effect: true,
  },
  "routes/cms/privacy.tsx": {
    label: "Aufbewahrungsfrist der Kontaktnachrichten speichern",
    path: "/cms/datenschutz.data",
    body: () => ({ form: { intent: "save-retention", months: "23" } }),
    effect: true,
  },
  "routes/cms/privacy-export.ts": {
    label: "Datenschutz-Export einer Adresse (protokolliert)",
    path: "/cms/datenschutz/export",
    body: () => ({ form: { email: "v@beispiel.ch" } }),
    effect: true,
  },
  "routes/cms/no-update.ts": {
    label: "Keine Anpassung nötig für einen Text einer Übersetzung (legt eine Revision an)",
    path: "/cms/api/keine-anpassung",
    body: async () => {
      const [french] = await stack.query<{ id: number }>(`select id from pages where language <> 'de' order by id limit 1`);
      return { json: { pageId: Number(french.id), fields: ["title"], reason: `Matrix ${stamp()}` } };
    },
    effect: true,
  },
  // 'Freigabe' (docs/decisions/0039-approval.md): the per-page switch (off: the page's type decides nothing here, as the seed requires none).
  "routes/cms/approval-api.ts": {
    label: "Freigabe erforderlich für eine Seite festlegen",
    path: "/cms/api/freigabe",
    body: async () => ({ json: { intent: "page-setting", pageId: Number(await firstId("pages")), required: false } }),
    effect: true,
  },
  "routes/cms/approval-review.tsx": {
    label: "Eingereichte Fassung ablehnen",
    path: async () => `/cms/freigaben/${await openSubmission()}.data`,
    body: () => ({ form: { decision: "reject", reason: `Matrix ${stamp()}` } }),
    effect: true,
  },
  "routes/cms/translations.tsx": {
    label: "Übersetzungen: tägliche Mitteilung an die Übersetzer (bleibt aus)",
    path: "/cms/uebersetzungen.data",
    body: () => ({ form: { intent: "save-notices" } }),
    effect: true,
  },
  "routes/cms/xliff-import.ts": {
    label: "XLIFF-Import einer geänderten Übersetzung",
    path: "/cms/uebersetzungen/xliff-import",
    accept: "application/json",
    body: async () => {
      const [german] = await stack.query<{ id: number }>(
        `select id from pages where language = 'de' and translation_key in (select translation_key from pages where language = 'fr') order by id limit 1`,
      );
      const exported = await fetch(`${url}/cms/uebersetzungen/xliff-export?language=fr&pages=${german.id}`, { headers: { Cookie: adminCookie } });
      const xml = (await exported.text()).replace(/<target>([^<]+)<\/target>/, `<target>$1 ${stamp()}</target>`);
      return {
        multipart: async () => {
          const form = new FormData();
          form.set("file", new Blob([xml], { type: "application/x-xliff+xml" }), "matrix.xlf");
          return form;
        },
      };
    },
    effect: true,
  },
  "routes/site/preview.tsx": {
    label: "Kontaktformular auf einer Vorschau",
    path: `/vorschau/${"A".repeat(43)}`,
    body: () => ({ form: { intent: "contact", name: "Matrix", email: "matrix@beispiel.ch", message: `Vorschau ${stamp()}` } }),
    effect: { none: "eine Vorschau sendet keine Nachrichten" },
  },
  "routes/auth/login.tsx": {
    label: "Anmeldung ohne JavaScript (legt eine Sitzung an)",
    path: "/login",
    body: () => ({ form: { intent: "sign-in", email: ADMIN.email, password: ADMIN.password } }),
    effect: true,
  },
  "routes/auth/reset-password.tsx": {
    label: "Passwort mit dem Link aus der Mail neu setzen",
    path: "/passwort-zuruecksetzen",
    body: () => ({ form: { token: resetToken, password: "Neues-Matrix-Passwort-1", confirm: "Neues-Matrix-Passwort-1" } }),
    effect: true,
  },
  "routes/auth/setup.tsx": {
    label: "Ersteinrichtung des Administrators",
    path: "/einrichtung",
    body: () => ({ form: { token: "x", name: "Matrix", email: "matrix.setup@beispiel.ch", password: "Matrix-Passwort-1" } }),
    effect: { none: "nur mit dem einmaligen Link und nur solange es keinen Administrator gibt – hier gibt es einen" },
  },
  // Express endpoints outside React Router.
  "express:/api/media": {
    label: "Upload in die Mediathek",
    path: "/api/media",
    accept: "application/json",
    body: () => ({
      multipart: async () => {
        const form = new FormData();
        form.set("seoName", `matrix-${stamp()}`);
        form.set("title", "Matrix");
        form.set("file", new Blob([new Uint8Array(await tinyPng())], { type: "image/png" }), "matrix.png");
        return form;
      },
    }),
    effect: true,
  },
  "express:/cms/api/dokumente/versionen": {
    label: "Neue Dokumentversion (Entwurf) hochladen",
    path: "/cms/api/dokumente/versionen",
    accept: "application/json",
    body: async () => {
      // A seeded product and the kind 'Datenblatt' (no text layer needed), a new label each time.
      const [product] = await stack.query<{ key: string }>("select translation_key::text as key from product_records order by number limit 1");
      const [kind] = await stack.query<{ id: number }>("select id from document_kinds where key = 'datasheet'");
      const label = `Matrix ${stamp()}`;
      return {
        multipart: async () => {
          const form = new FormData();
          for (const [name, value] of Object.entries({ productKey: product.key, kindId: String(kind.id), language: "it", label })) form.set(name, value);
          form.set(
            "file",
            new Blob([new Uint8Array(await documentPdf({ kind: "Scheda tecnica", product: "Matrix", facts: [label] }))], { type: "application/pdf" }),
            "matrix.pdf",
          );
          return form;
        },
      };
    },
    effect: true,
  },
  "routes/site/documents-product.tsx": {
    label: "Gedruckte Ausgabe anfordern (legt eine Anfrage an)",
    path: async () => `/dokumente/${(await publishedVersion()).number}`,
    body: async () => ({
      form: {
        intent: "printed-copy",
        version: String((await publishedVersion()).id),
        name: `Matrix ${stamp()}`,
        institution: "Spital Matrix",
        address: "Matrixweg 1\n8000 Zürich",
        email: "matrix@beispiel.ch",
      },
    }),
    effect: true,
  },
  "routes/cms/printed-copies.tsx": {
    label: "Gedruckte Ausgabe als versandt vermerken",
    path: "/cms/dokumente/anfragen.data",
    body: async () => ({ form: { intent: "versandt", id: String(await openPrintedCopyRequest()) } }),
    effect: true,
  },
  "routes/cms/document-kinds.tsx": {
    label: "Dokumentart anlegen",
    path: "/cms/dokumente/arten.data",
    body: () => ({ form: { intent: "create-kind", key: `matrix-${stamp()}`, name_de: "Matrix-Art", name_fr: "", name_it: "", name_en: "" } }),
    effect: true,
  },
  "routes/cms/document-product.tsx": {
    label: "Angaben eines Produkts (REF, UDI-DI) speichern",
    path: async () => `/cms/dokumente/produkt/${(await publishedVersion()).key}.data`,
    body: () => ({ form: { intent: "save-facts", articleNumber: `M-${stamp()}`, udiDi: "", lastPlacedOnMarket: "", retentionYears: "" } }),
    effect: true,
  },
  "express:/api/auth": {
    label: "better-auth: eigenen Namen ändern",
    path: "/api/auth/update-user",
    body: () => ({ json: { name: `Matrix ${stamp()}` } }),
    effect: true,
  },
};

describe("the cross-site write rule over the whole app", () => {
  it("knows every route module with an action, and every Express endpoint that takes writes", async () => {
    const { withAction } = await routeTable();
    const missing = withAction.filter((file) => !writeRows[file]);
    expect(missing, "Routen mit action ohne Zeile in writeRows").toEqual([]);
    expect(withAction.length, "Routen mit action").toBeGreaterThanOrEqual(14);

    // The Express app's own endpoints: each either reads only or has its row.
    const { createApp } = await stack.load<typeof import("#server/app")>("/server/app.ts");
    const app = createApp({ loadBuild: async () => ({}) as never }) as unknown as { router: { stack: Layer[] } };
    interface Layer {
      name: string;
      matchers?: unknown;
      route?: { path: string | string[]; methods: Record<string, boolean> };
      handle: { stack?: Layer[] };
      slash?: boolean;
      regexp?: RegExp;
    }
    const endpoints: string[] = [];
    for (const layer of app.router.stack) {
      if (layer.route) {
        const methods = Object.keys(layer.route.methods).filter((m) => m !== "get" && m !== "head");
        const kind = methods.length > 10 ? "all" : methods.join(",") || "get";
        for (const p of ([] as string[]).concat(layer.route.path)) endpoints.push(`${kind} ${p}`);
      } else if (layer.name === "router") {
        const inner = (layer.handle.stack ?? []).flatMap((l) => (l.route ? Object.keys(l.route.methods) : ["use"]));
        endpoints.push(`router(${[...new Set(inner)].sort().join(",")})`);
      }
    }
    expect(endpoints).toEqual([
      "get /healthz",
      "get /version.json",
      "get /_meta/version.json",
      "get /build-status.txt",
      "get /_meta/build-status.txt",
      // /media: reads only.
      "router(get)",
      // /api/media: the upload (row "express:/api/media").
      "router(post)",
      // /dokumente/datei: a version's file, reads only.
      "router(get)",
      // /cms/api/dokumente: a version's upload (row "express:/cms/api/dokumente/versionen") and staff's download.
      "router(get,post)",
      // better-auth (row "express:/api/auth" and every endpoint below), React Router (the table).
      "all /api/auth/{*splat}",
      "all /{*splat}",
    ]);
  });

  it("refuses every route of the table, written to with a staff session from another site or without origin, and from another site without a session", async () => {
    const { routes } = await routeTable();
    const before = await fingerprint();
    const generic: Body = { form: { intent: "matrix" } };
    for (const { pattern } of routes) {
      const path = samplePath(pattern);
      expectGuardRefusal(await ask({ path, body: generic, origin: FOREIGN, cookie: adminCookie }), "INVALID_ORIGIN", `POST ${path} fremd`);
      expectGuardRefusal(await ask({ path, body: generic, origin: null, cookie: adminCookie }), "MISSING_OR_NULL_ORIGIN", `POST ${path} ohne Origin`);
      expectGuardRefusal(await ask({ path, body: generic, origin: FOREIGN }), "INVALID_ORIGIN", `POST ${path} fremd, anonym`);
      // As a React Router data request too (what the CMS forms send once the page runs).
      if (!path.includes("?") && !path.endsWith(".xml") && !path.endsWith(".txt") && !path.endsWith(".csv")) {
        expectGuardRefusal(
          await ask({ path: `${path === "/" ? "/_root" : path}.data`, body: generic, origin: FOREIGN, cookie: adminCookie }),
          "INVALID_ORIGIN",
          `POST ${path}.data`,
        );
      }
    }
    // Every method that writes, not only POST.
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expectGuardRefusal(
        await ask({ method, path: "/cms/api/live-edit?slug=%2F&scope=page", body: { json: {} }, origin: FOREIGN, cookie: adminCookie }),
        "INVALID_ORIGIN",
        method,
      );
    }
    // Same site, other port (SameSite=Lax lets the cookie through), an opaque origin, a Referer from elsewhere.
    const sameSiteOtherPort = url.replace(/:\d+$/, ":3999");
    expectGuardRefusal(await ask({ path: "/cms/global", body: generic, origin: sameSiteOtherPort, cookie: adminCookie }), "INVALID_ORIGIN", "anderer Port");
    expectGuardRefusal(await ask({ path: "/cms/global", body: generic, origin: "null", cookie: adminCookie }), "MISSING_OR_NULL_ORIGIN", "Origin null");
    expect(changedTables(before, await fingerprint()), "geänderte Tabellen").toEqual([]);
  }, 180_000);

  it("refuses each real write from another site or without origin, and the same write from the site changes the database", async () => {
    // What some rows need: a contact message, a waiting account, a password-reset link in the outbox.
    const message = await ask({
      path: "/kontakt",
      body: { form: { intent: "contact", name: "Vorbereitung", email: "v@beispiel.ch", message: "Für die Matrix." } },
      origin: url,
    });
    expect(message.status).toBe(200);
    const { createConfirmedAccount } = await stack.load<typeof import("~/features/auth/first-admin.server")>("/app/features/auth/first-admin.server.ts");
    const target = await createConfirmedAccount({ email: `matrix.${stamp()}@beispiel.ch`, password: "Matrix-Passwort-1", name: "Matrix Ziel", role: "editor" });
    targetUserId = String((target as { id?: string }).id ?? (await stack.query<{ id: string }>(`select id from "user" where name = 'Matrix Ziel'`))[0].id);
    await stack.query(`update "user" set role = 'pending' where id = '${targetUserId}'`);
    const resetFor = `reset.${stamp()}@beispiel.ch`;
    await createConfirmedAccount({ email: resetFor, password: "Altes-Passwort-1", name: "Matrix Reset", role: "editor" });
    const requested = await ask({
      path: "/api/auth/request-password-reset",
      body: { json: { email: resetFor, redirectTo: "/passwort-zuruecksetzen" } },
      origin: url,
    });
    expect(requested.status, requested.text).toBe(200);
    // The reset mail is sent after the answer (auth.server.ts says why): wait for its row.
    const mail = await vi.waitFor(async () => {
      const [row] = await stack.query<{ html: string; text: string | null }>(
        `select * from mail_outbox where to_address = '${resetFor}' order by id desc limit 1`,
      );
      expect(row).toBeDefined();
      return row;
    });
    resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(`${mail.html} ${mail.text ?? ""}`)?.[1] ?? "";
    expect(resetToken, "Token aus der Reset-Mail").not.toBe("");

    // Rows of route modules that are not (or no longer) in the table are skipped; the test above
    // makes sure none of the table is missing here.
    const { withAction } = await routeTable();
    for (const [key, row] of Object.entries(writeRows)) {
      if (!key.startsWith("express:") && !withAction.includes(key)) continue;
      const path = typeof row.path === "string" ? row.path : await row.path();
      const body = await row.body();
      const before = await fingerprint();
      expectGuardRefusal(
        await ask({ method: row.method, path, body, origin: FOREIGN, cookie: adminCookie, accept: row.accept }),
        "INVALID_ORIGIN",
        `${key} fremd`,
      );
      expectGuardRefusal(
        await ask({ method: row.method, path, body, origin: null, cookie: adminCookie, accept: row.accept }),
        "MISSING_OR_NULL_ORIGIN",
        `${key} ohne Origin`,
      );
      expect(changedTables(before, await fingerprint()), `${key}: nichts geändert`).toEqual([]);
      if (row.effect !== true) continue;
      const allowed = await ask({ method: row.method, path, body: await row.body(), origin: url, cookie: adminCookie, accept: row.accept });
      expect(allowed.status, `${key} von der Website: ${allowed.text.slice(0, 300)}`).toBeLessThan(400);
      expect(changedTables(before, await fingerprint()).length, `${key} von der Website ändert etwas`).toBeGreaterThan(0);
    }
  }, 180_000);

  it("refuses every better-auth endpoint that takes writes, with a session from another site or without origin", async () => {
    const { auth } = await stack.load<typeof import("~/features/auth/auth.server")>("/app/features/auth/auth.server.ts");
    const endpoints = Object.values(auth().api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
      .filter((e) => typeof e?.path === "string" && !e.path.includes(":"))
      .filter((e) => ([] as string[]).concat(e.options?.method ?? "GET").some((m) => m !== "GET" && m !== "HEAD"));
    expect(endpoints.length, "better-auth-Endpunkte mit Schreibzugriff").toBeGreaterThan(20);
    const before = await fingerprint();
    for (const endpoint of endpoints) {
      const path = `/api/auth${endpoint.path}`;
      expectGuardRefusal(await ask({ path, body: { json: {} }, origin: FOREIGN, cookie: adminCookie }), "INVALID_ORIGIN", `${path} fremd`);
      expectGuardRefusal(await ask({ path, body: { json: {} }, origin: null, cookie: adminCookie }), "MISSING_OR_NULL_ORIGIN", `${path} ohne Origin`);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
    // Still signed in: the sign-out was refused too.
    const session = await (await fetch(`${url}/api/auth/get-session`, { headers: { Cookie: adminCookie } })).json();
    expect((session as { user?: { email: string } } | null)?.user?.email).toBe(ADMIN.email);
  }, 120_000);

  it("lets an anonymous write without any origin through (no session to abuse), and the site's own contact form", async () => {
    const before = await fingerprint();
    const anonymous = await ask({
      path: "/kontakt",
      body: { form: { intent: "contact", name: "Skript", email: "skript@beispiel.ch", message: "Ohne Browser." } },
      origin: null,
    });
    expect(anonymous.status).toBe(200);
    expect(changedTables(before, await fingerprint())).toContain("contact_messages");
  });
});

// ---------------------------------------------------------------------------------------------------

/** Inline <script> elements (no src) of a document, as the browser hashes them. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((m) => !/\ssrc=/.test(m[1])).map((m) => ({ attributes: m[1], content: m[2] }));
}

function scriptSources(policy: string) {
  return (policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "").split(" ").slice(1);
}

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("security headers on documents", () => {
  const common = (headers: Headers, label: string) => {
    expect(headers.get("x-content-type-options"), label).toBe("nosniff");
    expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy"), label).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    // SITE_URL is http here: no HSTS (server/security-headers.test.ts covers https).
    expect(headers.get("strict-transport-security"), label).toBeNull();
    const policy = headers.get("content-security-policy") ?? "";
    expect(policy, label).not.toMatch(/unsafe-eval/);
    expect(scriptSources(policy).join(" "), label).not.toMatch(/unsafe-inline/);
    expect(policy, label).toContain("object-src 'none'");
    expect(policy, label).toContain("base-uri 'self'");
    expect(policy, label).toContain("form-action 'self'");
    return policy;
  };

  it("a public page for visitors: hashes of exactly its inline scripts, the same bytes and policy from the cache", async () => {
    const path = `/service?probe=${stamp()}`;
    const first = await fetch(`${url}${path}`);
    const firstHtml = await first.text();
    const second = await fetch(`${url}${path}`);
    const secondHtml = await second.text();
    expect([first.headers.get("x-cache"), second.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    const policy = common(first.headers, "öffentlich");
    expect(second.headers.get("content-security-policy")).toBe(policy);
    expect(secondHtml).toBe(firstHtml);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(first.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    // No nonce anywhere: a value every visitor receives would be none.
    expect(policy).not.toMatch(/'nonce-/);
    expect(firstHtml).not.toMatch(/\snonce=/);
    const scripts = inlineScripts(firstHtml);
    // A visitor's document runs no React (decision 0020): one inline script (the theme before the first
    // paint) and one script file, the visitor's enhancement; nothing of the app is preloaded.
    expect(scripts.length).toBe(1);
    expect([...firstHtml.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])).toEqual([expect.stringMatching(/\/visitor-enhancements\b/)]);
    expect(firstHtml).not.toContain("modulepreload");
    const hashes = scriptSources(policy).filter((s) => s.startsWith("'sha256-"));
    expect(new Set(hashes)).toEqual(new Set(scripts.map((s) => sha256(s.content))));
    expect(scriptSources(policy)[0]).toBe("'self'");
  });

  it("a <script> written straight into the database: stripped when rendered, and never given a hash", async () => {
    // Past every write-time sanitiser: the render sanitises again, and the policy would not allow it
    // anyway (sealForCache hashes only what the render emitted; server/security-headers.test.ts).
    const slug = `/sicherheit-${stamp()}`;
    await stack.query(
      `insert into pages (slug, title, published, content_html) values ('${slug}', 'Sicherheit', true, '<p>Vorher</p><script>window.injected = 1</script><img src=x onerror="window.injected = 2">')`,
    );
    const { contentChanged } = await stack.load<typeof import("~/core/content/content-version.server")>("/app/core/content/content-version.server.ts");
    await contentChanged();
    const response = await fetch(`${url}${slug}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("<p>Vorher</p>");
    expect(html).not.toContain("window.injected");
    expect(scriptSources(response.headers.get("content-security-policy") ?? "")).not.toContain(sha256("window.injected = 1"));
  });

  it("pages for staff, the CMS and its screens: a fresh nonce on every response, on every inline script", async () => {
    const nonces = new Set<string>();
    for (const [path, frame] of [
      ["/service", "'self'"],
      ["/service", "'self'"],
      ["/cms-overview", "'none'"],
      ["/cms-overview", "'none'"],
      ["/cms/seiten", "'none'"],
    ] as const) {
      const response = await fetch(`${url}${path}`, { headers: { Cookie: adminCookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-cache"), path).toBeNull();
      const policy = common(response.headers, path);
      expect(policy, path).toContain(`frame-ancestors ${frame}`);
      expect(response.headers.get("x-frame-options"), path).toBe(frame === "'none'" ? "DENY" : "SAMEORIGIN");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? "";
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      nonces.add(nonce);
      const html = await response.text();
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThanOrEqual(3);
      for (const script of scripts) expect(script.attributes, `${path}: ${script.content.slice(0, 60)}`).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(5);
  });

  it("the sign-in page: not to be framed, policy by hash for the anonymous", async () => {
    const response = await fetch(`${url}/login`);
    const policy = common(response.headers, "/login");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = await response.text();
    const hashes = scriptSources(policy).filter((s) => s.startsWith("'sha256-"));
    expect(new Set(hashes)).toEqual(new Set(inlineScripts(html).map((s) => sha256(s.content))));
  });

  it("what the HTTP layer answers itself, JSON, /media and the CSV export keep a policy and nosniff", async () => {
    const json = await fetch(`${url}/healthz`);
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
    expect(json.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    const refused = await ask({ path: "/cms/global", body: { form: {} }, origin: FOREIGN, cookie: adminCookie });
    expect(refused.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(refused.headers.get("x-frame-options")).toBe("DENY");
    const [asset] = await stack.query<{ filename: string }>("select filename from media_assets order by id limit 1");
    const media = await fetch(`${url}/media/${encodeURIComponent(asset.filename)}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-security-policy")).toContain("sandbox");
    expect(media.headers.get("x-content-type-options")).toBe("nosniff");
    const csv = await fetch(`${url}/cms/nachrichten/export.csv`, { headers: { Cookie: adminCookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("x-content-type-options")).toBe("nosniff");
    expect(csv.headers.get("cache-control")).toMatch(/no-store/);
  });
});

// ---------------------------------------------------------------------------------------------------

/** A raw request: chunked when `chunks` is given without a length, announced length otherwise. */
function rawRequest(options: { path: string; headers: Record<string, string>; chunks: Buffer[]; announce?: number }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const target = new URL(options.path, url);
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.announce !== undefined) headers["Content-Length"] = options.announce;
    const request = http.request(
      { hostname: "127.0.0.1", port: Number(target.port), path: target.pathname + target.search, method: "POST", headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", reject);
      },
    );
    // The server may cut the connection after its answer: that is expected, not a failure.
    request.on("error", () => undefined);
    for (const chunk of options.chunks) request.write(chunk);
    if (options.announce === undefined) request.end();
  });
}

/**
 * A client that announces `bytes` of body and sends them all before it reads anything (as a simple
 * client does; its answer waits unread in the socket meanwhile): the answer it then reads (whole, by
 * Content-Length) and whether the connection was reset – a reset destroys an answer not yet read.
 */
function sendThenRead(options: { path: string; type: string; cookie: string; bytes: number }) {
  return new Promise<{ status: number; body: string; complete: boolean; reset: boolean }>((resolve) => {
    const target = new URL(options.path, url);
    const socket = net.connect(Number(target.port), "127.0.0.1");
    socket.pause();
    let received = Buffer.alloc(0);
    let sent = 0;
    let reset = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (sent < options.bytes && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return;
      }
      socket.resume();
    };
    socket.on("drain", pump);
    socket.on("connect", () => {
      const head = [
        `POST ${target.pathname}${target.search} HTTP/1.1`,
        `Host: ${target.host}`,
        `Origin: ${url}`,
        `Content-Type: ${options.type}`,
        `Content-Length: ${options.bytes}`,
        ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
        ...(options.type.includes("json") || options.path.startsWith("/api/") ? ["Accept: application/json"] : []),
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      pump();
    });
    socket.on("data", (data: Buffer) => (received = Buffer.concat([received, data])));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") reset = true;
    });
    socket.on("close", () => {
      const text = received.toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const body = rest.join("\r\n\r\n");
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? -1);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body, complete: Buffer.byteLength(body) === length, reset });
    });
  });
}

describe("one body limit for everything but uploads", () => {
  const tooLarge = /^Die Anfrage ist grösser als 2 MB und wurde nicht angenommen; es wurde nichts gespeichert\./;
  const json = { "Content-Type": "application/json", Accept: "application/json" };

  it("refuses an oversized JSON write of the edit mode with 413 in German, storing nothing", async () => {
    const before = await fingerprint();
    const answer = await ask({
      path: "/cms/api/live-edit?slug=%2F&scope=page",
      body: { json: { intent: "create", data: { title: "x".repeat(3 * 1024 * 1024) } } },
      origin: url,
      cookie: adminCookie,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: false, code: "PAYLOAD_TOO_LARGE", message: expect.stringMatching(tooLarge) });
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("refuses an oversized form post (settings, and the public contact form) with a German page", async () => {
    const before = await fingerprint();
    const settings = await ask({
      path: "/cms/global",
      body: { form: { intent: "save-settings", footer_text: "ä".repeat(1024 * 1024) } },
      origin: url,
      cookie: adminCookie,
    });
    expect(settings.status).toBe(413);
    expect(settings.headers.get("content-type")).toMatch(/^text\/html/);
    expect(settings.text).toContain("Anfrage zu gross</h1>");
    expect(settings.text).toMatch(/Die Anfrage ist grösser als 2 MB/);
    const contact = await ask({
      path: "/kontakt",
      body: { form: { intent: "contact", name: "Gross", email: "g@beispiel.ch", message: "m".repeat(2 * 1024 * 1024 + 10) } },
      origin: url,
    });
    expect(contact.status).toBe(413);
    const auth = await ask({ path: "/api/auth/sign-in/email", body: { json: { email: ADMIN.email, password: "p".repeat(3 * 1024 * 1024) } }, origin: url });
    expect(auth.status).toBe(413);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("counts bodies without Content-Length, and answers a 60 MB announcement at once", async () => {
    const before = await fingerprint();
    const chunk = Buffer.alloc(256 * 1024, "a");
    const chunked = await rawRequest({
      path: "/cms/api/live-edit?slug=%2F&scope=page",
      headers: { ...json, Origin: url, Cookie: adminCookie },
      chunks: Array.from({ length: 10 }, () => chunk),
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).message).toMatch(tooLarge);
    const started = Date.now();
    const announced = await rawRequest({
      path: "/cms/api/live-edit?slug=%2F&scope=page",
      headers: { ...json, Origin: url, Cookie: adminCookie },
      chunks: [chunk],
      announce: 60 * 1024 * 1024,
    });
    expect(announced.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("a 413 is read by a client that reads only after sending its oversized body (form, JSON, multipart, anything else), in the page's language", async () => {
    const before = await fingerprint();
    const boundary = "----grenze";
    const cases = [
      { path: "/fr/contact", type: "application/x-www-form-urlencoded", cookie: "", expect: /Requête trop volumineuse[\s\S]*dépasse 2 Mo/, bytes: undefined },
      { path: "/kontakt", type: "application/x-www-form-urlencoded", cookie: "", expect: /Anfrage zu gross[\s\S]*grösser als 2 MB/ },
      { path: "/cms/api/live-edit?slug=%2F&scope=page", type: "application/json", cookie: adminCookie, expect: /"code":"PAYLOAD_TOO_LARGE"/ },
      // Over the upload's own limit (200 MB for videos), announced.
      { path: "/api/media", type: `multipart/form-data; boundary=${boundary}`, cookie: adminCookie, expect: /"ok":false/, bytes: 260 * 1024 * 1024 },
      { path: "/it/contatto", type: "application/octet-stream", cookie: "", expect: /Richiesta troppo grande/ },
    ];
    for (const request of cases) {
      const bytes = request.bytes ?? 60 * 1024 * 1024;
      const answer = await sendThenRead({ ...request, bytes });
      expect(answer, `${request.path} (${request.type})`).toMatchObject({ status: 413, reset: false, complete: true });
      expect(answer.body, request.path).toMatch(request.expect);
    }
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("lets a body under the limit reach the app, whose own rules then answer", async () => {
    const before = await fingerprint();
    const answer = await ask({
      path: "/cms/api/live-edit?slug=%2F&scope=page",
      body: { json: { intent: "matrix-unbekannt", data: { padding: "x".repeat(1900 * 1024) } } },
      origin: url,
      cookie: adminCookie,
    });
    // The page action's own answer to an intent it does not know.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: false, intent: null });
    expect(answer.text).not.toMatch(/grösser als 2 MB/);
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  it("leaves uploads to their own limit: a 3 MB image is taken", async () => {
    const raw = Buffer.from(crypto.randomBytes(1100 * 1000 * 3));
    const png = await sharp(raw, { raw: { width: 1100, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(3 * 1024 * 1024);
    const form = new FormData();
    form.set("seoName", `gross-${stamp()}`);
    form.set("title", "Gross");
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "gross.png");
    const response = await fetch(`${url}/api/media`, { method: "POST", headers: { Origin: url, Cookie: adminCookie, Accept: "application/json" }, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
  }, 60_000);
});
