// The server's front door (issue 12 item 2, decision 0027). It listens on the public port in a thread
// of its own, answers cached pages for anonymous visitors from a mirror of the page cache, and passes
// every other request to the application, which listens on a private socket only it can reach.
//
// Why a thread: a cache hit is mostly Node's HTTP code, and that code ran 2–3× slower in the
// application's isolate, where Express, React's streams and the database driver have made its call
// sites megamorphic and async hooks are on. In a small isolate that runs nothing else it runs as fast
// as a bare server (decision 0027 has the figures).
//
// The mirror follows the application's cache (server/public-cache.ts): entries are put once their
// compressed copies exist, and dropped when the application drops them; the application answers a
// change only after the front door has acknowledged its drops ("sync"), so no visitor gets the old page
// after a save is answered. Hits are reported back in batches (recency, and which pages visitors read).
import http from "node:http";
import { finished } from "node:stream";
import { cacheableRequest, sendStoredAnswer, type StoredAnswer } from "./cached-answer";
import { makeDrainable } from "./graceful-shutdown";
import { forwardedHeaders, compileTrust, type TrustProxySetting } from "./trust-proxy";
import { plainPage } from "./plain-page";
import { drainedAfterRefusal } from "./refusal";

export interface FrontDoorOptions {
  port: number;
  /** Interface to listen on; without it every interface. */
  host?: string;
  /** The application's private socket (a path). */
  appSocket: string;
  trustProxy: TrustProxySetting;
}

/** From the application to the front door. */
export type ToFrontDoor =
  | { type: "put"; key: string; answer: StoredAnswer }
  | { type: "drop"; key: string }
  | { type: "clear" }
  | { type: "sync"; id: number }
  | { type: "drain"; timeoutMs: number };

/** From the front door to the application. */
export type FromFrontDoor =
  | { type: "listening" }
  | { type: "listen-failed"; message: string; code?: string }
  | { type: "synced"; id: number }
  | { type: "reads"; keys: string[] }
  | { type: "drained"; result: "drained" | "timeout" };

/** A worker's parentPort or one end of a MessageChannel. */
export interface Channel {
  postMessage(message: FromFrontDoor): void;
  on(event: "message", listener: (message: ToFrontDoor) => void): unknown;
}

/** How often hits after a page's first are reported to the application. */
const READS_EVERY_MS = 500;

const RESPONSE_HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

const unavailablePage = Buffer.from(
  plainPage({
    title: "Die Website ist gleich wieder da",
    message: "Wir können diese Seite im Moment nicht laden. Bitte versuchen Sie es in einigen Sekunden erneut.",
    link: { href: "", label: "Seite neu laden" },
  }),
);

export function startFrontDoor(options: FrontDoorOptions, channel: Channel) {
  const mirror = new Map<string, StoredAnswer>();
  const reads = new Set<string>();
  /** Mirrored pages no visitor has read since they were stored. */
  const unread = new Set<string>();
  const trust = compileTrust(options.trustProxy);
  // Connections to the application are kept open and reused, as nginx's upstream keepalive does.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64 });

  const reportReads = setInterval(() => {
    if (reads.size === 0) return;
    channel.postMessage({ type: "reads", keys: [...reads] });
    reads.clear();
  }, READS_EVERY_MS);
  reportReads.unref();

  /** The application cannot be reached (it is stopping, or failed): a German page, try again shortly. */
  const unavailable = (res: http.ServerResponse) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(503, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "5",
      "Content-Length": unavailablePage.length,
    });
    res.end(unavailablePage);
  };

  /** Passes a request to the application and its answer back, both streamed. */
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, retried = false) => {
    const bodiless = (req.method === "GET" || req.method === "HEAD") && !req.headers["content-length"] && !req.headers["transfer-encoding"];
    const upstream = http.request({
      socketPath: options.appSocket,
      agent,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req.headers, req.socket.remoteAddress, trust),
    });
    let answered = false;
    upstream.on("response", (answer) => {
      answered = true;
      if (!req.complete) {
        // The application answered without reading the rest (a refusal): it gets no more of it, and
        // its connection, left with half a request, is closed once the answer is in.
        req.unpipe(upstream);
        req.resume();
        // Towards the client the refusal's own rule (server/refusal.ts): a moderate declared body is
        // still read and thrown away, anything else closes the connection after the answer.
        if (!drainedAfterRefusal(req)) res.shouldKeepAlive = false;
        finished(answer, () => upstream.destroy());
      }
      const lines: string[] = [];
      const raw = answer.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) if (!RESPONSE_HOP_BY_HOP.has(raw[i].toLowerCase())) lines.push(raw[i], raw[i + 1]);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, lines);
      answer.pipe(res);
      // The application's connection broke mid-answer: the client must not take a cut page for whole.
      finished(answer, (error) => error && res.destroy());
    });
    upstream.on("error", () => {
      // After the answer has begun, a broken connection is handled with the answer (above).
      if (answered) return;
      // A kept connection the application closed just as it was reused (Node's agent retires them a
      // second before the server's keep-alive timeout, but the race remains): ask once more, anew.
      if (bodiless && upstream.reusedSocket && !retried) return forward(req, res, true);
      req.unpipe(upstream);
      // The rest of a body nobody reads any more.
      req.resume();
      unavailable(res);
    });
    // The client went away: the application stops working for it.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (bodiless) upstream.end();
    else req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    if (cacheableRequest(req) && req.url) {
      const answer = mirror.get(req.url);
      if (answer) {
        // The first read is reported at once: it decides whether a save re-renders the page rather
        // than dropping it (server/public-cache.ts). Later ones only keep recency, in batches.
        if (unread.delete(req.url)) channel.postMessage({ type: "reads", keys: [req.url] });
        else reads.add(req.url);
        return sendStoredAnswer(req, res, answer, "HIT");
      }
    }
    forward(req, res);
  });
  const drainable = makeDrainable(server);

  channel.on("message", (message) => {
    switch (message.type) {
      case "put":
        mirror.set(message.key, message.answer);
        unread.add(message.key);
        break;
      case "drop":
        mirror.delete(message.key);
        unread.delete(message.key);
        break;
      case "clear":
        mirror.clear();
        unread.clear();
        break;
      case "sync":
        channel.postMessage({ type: "synced", id: message.id });
        break;
      case "drain":
        void drainable.drain(message.timeoutMs).then((result) => {
          clearInterval(reportReads);
          agent.destroy();
          channel.postMessage({ type: "drained", result });
        });
        break;
    }
  });

  server.once("error", (error: NodeJS.ErrnoException) => channel.postMessage({ type: "listen-failed", message: error.message, code: error.code }));
  const listening = () => channel.postMessage({ type: "listening" });
  if (options.host) server.listen(options.port, options.host, listening);
  else server.listen(options.port, listening);
  return server;
}
