// The JavaScript a visitor's page loads (decision 0020): every script the HTML names, followed
// through static imports, fetched with Accept-Encoding: gzip and summed as transferred; and whether
// any CMS or edit-mode code is among it. Moved here unchanged from the old scripts/bench.mjs.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { decoded, kb, rawGet } from "./lib.mjs";

const MAX_JS_FILES = 300;
let ROOT = process.cwd();
let BASE = "http://127.0.0.1";

function assetUrl(ref, base) {
  try {
    const u = new URL(ref.replaceAll("&amp;", "&"), base);
    if (u.origin !== new URL(BASE).origin) return null;
    if (!u.pathname.startsWith("/assets/") || !/\.m?js$/.test(u.pathname)) return null;
    return u.pathname;
  } catch {
    return null;
  }
}

/** <script src>, <link rel="modulepreload" href> and import("…") / import … from "…" in inline scripts. */
function scriptsInHtml(html, pageUrl) {
  const found = new Map(); // pathname → how it was found
  const add = (ref, how) => {
    const p = assetUrl(ref, pageUrl);
    if (p && !found.has(p)) found.set(p, how);
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(m[1]);
    if (src) {
      add(src[1], "script src");
      continue;
    }
    const code = m[2];
    for (const i of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) add(i[1], "import()");
    for (const i of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) add(i[1], "import");
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel\s*=\s*["']?([^"'>]+)["']?/i.exec(m[0]);
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(m[0]);
    if (rel && href && rel[1].split(/\s+/).includes("modulepreload")) add(href[1], "modulepreload");
  }
  return found;
}

/** Static imports inside a chunk (what the browser loads anyway, preloaded or not). */
function staticImports(code, chunkPath) {
  const out = [];
  for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["']((?:\.{1,2}\/|\/assets\/)[^"']+\.m?js)["']/g)) {
    const p = assetUrl(m[1], new URL(chunkPath, BASE));
    if (p) out.push(p);
  }
  return out;
}

/** Route modules from the React Router client manifest: the chunks of the CMS routes. */
function readRouteManifest(jsFiles) {
  let code = jsFiles.find((f) => /\/manifest-[^/]+\.js$/.test(f.path))?.code;
  if (!code) {
    const dir = path.join(ROOT, "build/client/assets");
    const candidates = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => /^manifest-.*\.js$/.test(n)) : [];
    if (candidates.length === 1) code = fs.readFileSync(path.join(dir, candidates[0]), "utf8");
  }
  if (!code) return null;
  try {
    const manifest = JSON.parse(code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1));
    const routes = manifest.routes ?? {};
    const fullPath = (route) => {
      const parts = [];
      for (let r = route, guard = 0; r && guard < 50; r = routes[r.parentId], guard++) if (r.path) parts.unshift(r.path);
      return parts.join("/").replace(/^\/+/, "");
    };
    const cms = new Set();
    for (const route of Object.values(routes)) {
      if (route.module && (/^cms/i.test(fullPath(route)) || /^routes\/cms/i.test(route.id ?? ""))) cms.add(route.module);
    }
    return { cms };
  } catch {
    return null;
  }
}

/**
 * The edit mode (decision 0008) is one chunk, edit-mode-root-*.js, imported dynamically by the site layout
 * for signed-in staff only. For a visitor's page: is it (or anything only it needs) loaded, and how
 * much would staff load on top of what the page already has.
 */
function editModeFigures(files) {
  const dir = path.join(ROOT, "build/client/assets");
  const entry = fs.existsSync(dir) ? fs.readdirSync(dir).find((n) => /^edit-mode-root-[\w-]{8}\.m?js$/.test(n)) : undefined;
  if (!entry) return null;
  const loaded = new Set(files.map((f) => f.path));
  const start = `/assets/${entry}`;
  const queue = [start];
  const seen = new Set(queue);
  let gzipBytes = 0;
  let count = 0;
  while (queue.length) {
    const p = queue.shift();
    const code = fs.readFileSync(path.join(ROOT, "build/client", p));
    if (!loaded.has(p)) {
      gzipBytes += zlib.gzipSync(code).length;
      count++;
    }
    for (const dep of staticImports(code.toString("utf8"), p)) {
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return { entry, loadedByVisitor: loaded.has(start), staffExtraKB: kb(gzipBytes), staffExtraFiles: count };
}

/** root: the project folder (its build/client); base: the server the page came from. */
export async function measureJs(html, pageUrl, { root, base }) {
  ROOT = root;
  BASE = base;
  const queue = [...scriptsInHtml(html, pageUrl)].map(([p, how]) => ({ path: p, how }));
  const seen = new Set(queue.map((q) => q.path));
  const files = [];
  for (let i = 0; i < queue.length && i < MAX_JS_FILES; i++) {
    const { path: p, how } = queue[i];
    const res = await rawGet(`${BASE}${p}`, { "accept-encoding": "gzip" });
    if (res.status !== 200) {
      files.push({ path: p, how, status: res.status, transferBytes: 0, rawBytes: 0, gzipBytes: 0, encoding: null, code: "" });
      continue;
    }
    const body = decoded(res);
    const code = body.toString("utf8");
    const local = path.join(ROOT, "build/client", p);
    const source = fs.existsSync(local) ? fs.readFileSync(local) : body;
    files.push({
      path: p,
      how,
      status: res.status,
      transferBytes: res.body.length,
      rawBytes: body.length,
      gzipBytes: zlib.gzipSync(source).length,
      encoding: res.headers["content-encoding"] ?? "identity",
      code,
    });
    for (const dep of staticImports(code, p)) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push({ path: dep, how: "statischer Import" });
    }
  }

  // CMS markers: chunk file names under build/client/assets starting with "cms" or containing "cms-",
  // plus the modules of routes under /cms… from the route manifest. (No public module has such a name:
  // the public page route is routes/site/public-page.tsx.)
  const assetsDir = path.join(ROOT, "build/client/assets");
  const byName = fs.existsSync(assetsDir)
    ? fs
        .readdirSync(assetsDir)
        .filter((n) => /\.m?js$/.test(n) && (/^cms/i.test(n) || /cms-/i.test(n)))
        .map((n) => `/assets/${n}`)
    : [];
  const manifest = readRouteManifest(files);
  const cmsChunks = new Set([...byName, ...(manifest?.cms ?? [])]);
  const hits = [];
  for (const f of files) {
    if (cmsChunks.has(f.path)) hits.push({ file: f.path, reason: "wird geladen" });
    for (const c of cmsChunks) {
      if (c !== f.path && f.code.includes(path.posix.basename(c))) hits.push({ file: f.path, reason: `verweist auf ${path.posix.basename(c)}` });
    }
  }
  const missing = files.filter((f) => f.status !== 200);
  const editMode = editModeFigures(files);
  const transfer = files.reduce((s, f) => s + f.transferBytes, 0);
  return {
    files: files.map(({ code, ...f }) => f).sort((a, b) => b.transferBytes - a.transferBytes),
    count: files.length,
    truncated: queue.length > MAX_JS_FILES,
    transferBytes: transfer,
    totalKB: kb(transfer),
    zlibGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
    rawBytes: files.reduce((s, f) => s + f.rawBytes, 0),
    notFound: missing.map((f) => `${f.path} (HTTP ${f.status})`),
    editMode,
    cms: {
      manifestRead: Boolean(manifest),
      candidates: [...cmsChunks].map((c) => path.posix.basename(c)),
      hits,
    },
  };
}
