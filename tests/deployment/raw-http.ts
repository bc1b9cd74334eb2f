// Requests whose timing the drain test controls: each on a connection of its own, with proof that the
// server has begun it, and bodies that arrive in parts (the rest only when `release` resolves).
//
// The proof is `Expect: 100-continue`: Node's HTTP server answers "100 Continue" in the same step in
// which it hands the request to the application, whatever the method. A request the server has not
// taken yet – still in the listen queue of a process whose event loop is busy – is not in flight in
// the process; a request that got its 100 is.
import http from "node:http";

export interface RawAnswer {
  label: string;
  status: number;
  body: string;
  /** When the server had begun the request (its 100 Continue arrived; ms since epoch). */
  startedAt: number;
  finishedAt: number;
  error?: string;
}

export interface RawRequest {
  label: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent at once. */
  head?: Buffer;
  /** Sent in `tailChunks` parts once `release` resolves, `tailGapMs` apart. */
  tail?: Buffer;
  release?: Promise<void>;
  tailChunks?: number;
  tailGapMs?: number;
  timeoutMs?: number;
  /** The loopback address to send from (per-address limits such as the contact form's count per sender). */
  localAddress?: string;
}

export function rawRequest(request: RawRequest): { started: Promise<void>; answer: Promise<RawAnswer> } {
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const answer = new Promise<RawAnswer>((resolve) => {
    const url = new URL(request.url);
    const bodyLength = (request.head?.length ?? 0) + (request.tail?.length ?? 0);
    const headers: Record<string, string> = { ...request.headers, Connection: "close", Expect: "100-continue" };
    if (bodyLength > 0) headers["Content-Length"] = String(bodyLength);
    let startedAt = 0;
    const settle = (status: number, body: string, error?: string) => {
      markStarted();
      resolve({ label: request.label, status, body, startedAt, finishedAt: Date.now(), error });
    };
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: request.method ?? "GET",
        headers,
        agent: false,
        localAddress: request.localAddress,
        timeout: request.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => settle(res.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")));
        res.on("error", (error) => settle(res.statusCode ?? 0, Buffer.concat(chunks).toString("utf8"), error.message));
      },
    );
    req.on("timeout", () => req.destroy(new Error("Zeitüberschreitung")));
    req.on("error", (error) => settle(0, "", error.message));
    if (bodyLength === 0) {
      req.once("continue", () => {
        startedAt = Date.now();
        markStarted();
      });
      req.end();
      return;
    }
    const sendTail = async (tail: Buffer) => {
      await (request.release ?? Promise.resolve());
      const parts = Math.max(1, request.tailChunks ?? 1);
      const size = Math.ceil(tail.length / parts);
      for (let i = 0; i < parts; i++) {
        if (req.destroyed) return;
        req.write(tail.subarray(i * size, (i + 1) * size));
        if (i < parts - 1) await new Promise((r) => setTimeout(r, request.tailGapMs ?? 0));
      }
      req.end();
    };
    req.flushHeaders();
    // The body only once the server has taken the request, as curl does with large uploads.
    req.once("continue", () => {
      startedAt = Date.now();
      markStarted();
      if (request.head) req.write(request.head);
      if (request.tail) void sendTail(request.tail);
      else req.end();
    });
  });
  return { started, answer };
}

/** A multipart/form-data body as the library's upload form sends it. */
export function multipartBody(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----auralis-deploy-${Date.now().toString(36)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.bytes);
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
