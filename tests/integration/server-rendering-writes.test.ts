// The production build of React's Node renderer is patched (patches/react-dom+*.patch, decision 0026):
// it joins its many small text chunks and encodes them once per 8 KB. These tests load that build
// itself (vitest's own imports resolve to React's development build) and check that the patch is in
// place and that a page comes out byte for byte as React renders it without the patch.
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { createElement, Fragment, Suspense, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const productionServer = require(path.resolve("node_modules/react-dom/cjs/react-dom-server.node.production.js")) as typeof import("react-dom/server");

/** Renders like app/entry.server.tsx (whole document, onAllReady) and records every write. */
function renderCollecting(tree: ReactNode): Promise<{ html: string; writes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = productionServer.renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              resolve({ html: Buffer.concat(chunks).toString("utf8"), writes: chunks.length });
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

/** A page-list-like table: many short elements and attributes, umlauts, «», and text to escape. */
function table(rows: number) {
  return createElement(
    "table",
    { className: "w-full text-sm" },
    createElement(
      "tbody",
      null,
      Array.from({ length: rows }, (_, i) =>
        createElement(
          "tr",
          { key: i, className: "border-t border-border align-top" },
          createElement("td", { className: "px-3 py-3" }, `Pflegebadewanne «Modell ${i}» – Grösse & Höhe <${i}>`),
          createElement(
            "td",
            null,
            createElement("a", { href: `/produkte/pflege/${i}`, "aria-label": `Vorschau von «Modell ${i}»`, title: "Vorschau" }, "Ansehen"),
          ),
        ),
      ),
    ),
  );
}

describe("React's server rendering, as the production server runs it", () => {
  it("writes a large page in a few large pieces instead of one per 4 KB (the patch is applied)", async () => {
    const { html, writes } = await renderCollecting(table(2000));
    expect(Buffer.byteLength(html)).toBeGreaterThan(300_000);
    // Unpatched, React hands over one 4 KB view after another: ~80 writes for 300 KB. Patched, text
    // goes out per 8 KB of characters or more at once, so fewer than half as many.
    expect(writes).toBeLessThan(Buffer.byteLength(html) / 4096 / 2);
  });

  it("produces the same HTML as React does without the patch", async () => {
    const tree = createElement(
      Fragment,
      null,
      table(300),
      createElement(Suspense, { fallback: "…" }, createElement("p", { className: "lead" }, "Wir beraten Sie gern – äöü ÄÖÜ ß € 😀")),
      createElement("input", { type: "text", defaultValue: 'Ein "Zitat" & <Tag>', readOnly: true }),
    );
    const { html } = await renderCollecting(tree);
    // The Suspense boundary's markers are what renderToStaticMarkup leaves out; the rest must match.
    expect(html.replace(/<!--\/?\$\??-->/g, "")).toBe(renderToStaticMarkup(tree));
  });
});
