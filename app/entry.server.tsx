// Server rendering. Unlike React Router's default, every document waits for the whole page
// (onAllReady), not only bots: pages have no slow parts (loaders finish first), the anonymous cache
// stores whole documents anyway, and a completed page keeps its islands (the contact form)
// inline — streamed, out-of-order boundaries would stay hidden for visitors without JavaScript.
// Every inline script carries the response's CSP nonce (server/app.ts makes it; decision 0012): React
// Router's through ServerRouter, React's own through renderToPipeableStream, ours through the context.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { CspNonceProvider } from "~/lib/csp-nonce";
import { StylesheetProvider } from "~/lib/inline-stylesheet";
import { lowerScriptPreloadPriority } from "~/lib/script-preload-priority";

export const streamTimeout = 5_000;

// The built stylesheets, read once, for root.tsx to inline (app/lib/inline-stylesheet.tsx). The server
// bundle sits in build/server, the browser's files in build/client; in development there are none.
const clientDirs = [new URL("../client/", import.meta.url), pathToFileURL(`${path.resolve("build/client")}/`)];
const stylesheets = new Map<string, string | null>();
function readStylesheet(href: string): string | null {
  if (!stylesheets.has(href)) {
    let css: string | null = null;
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      const file = clientDirs.map((dir) => new URL(`.${href}`, dir)).find((url) => fs.existsSync(url));
      css = file ? fs.readFileSync(file, "utf8") : null;
    }
    stylesheets.set(href, css);
  }
  return stylesheets.get(href) ?? null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const app = (
      <CspNonceProvider nonce={nonce}>
        <StylesheetProvider read={readStylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </CspNonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // Never split finished boundaries out of place: large ones would otherwise be outlined and
      // revealed by script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        // The finished page is collected into one buffer, not streamed: the server sends and caches
        // documents whole (server/app.ts), and a chain of Node and web streams around React's many
        // small chunks cost about a millisecond per uncached render (docs/benchmarks.md, uncached render).
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Scripts after the content (app/lib/script-preload-priority.ts).
            const html = lowerScriptPreloadPriority(Buffer.concat(chunks));
            resolve(new Response(new Uint8Array(html), { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(document);
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
