// No request hides inside another (docs/decisions/0029-one-http-server.md): raw bytes on a socket to the
// server `npm start` runs (server/http-server.ts with the whole application behind it). Each attack
// carries a hidden contact-form post, from a forged client address, inside a body; it must never be
// answered and never be stored, and exactly the requests that were sent are answered, in order. The
// last test sends the same post openly, so the test can see a post arrive when one does.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecurityStack, type SecurityStack } from "./security-stack";

let stack: SecurityStack;
let port: number;

beforeAll(async () => {
  stack = await startSecurityStack();
  port = Number(new URL(stack.url).port);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A complete contact-form post from a forged client address, with `marker` as its message. */
function contactPost(marker: string): string {
  const body = new URLSearchParams({ intent: "contact", name: "Versteckt", email: "versteckt@beispiel.ch", message: marker }).toString();
  return [
    "POST /kontakt HTTP/1.1",
    "Host: localhost",
    "X-Forwarded-For: 6.6.6.6",
    "Content-Type: application/x-www-form-urlencoded",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "",
    body,
  ].join("\r\n");
}

const chunked = (payload: string) => `${Buffer.byteLength(payload).toString(16)}\r\n${payload}\r\n0\r\n\r\n`;
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Reads the answers in `data` one after the other, as a client that sent requests with `methods` (in
 * that order) frames them: by Content-Length, chunked, or to the end of the connection; none for HEAD,
 * 1xx, 204 and 304. Bytes left over are an answer to a request nobody sent.
 */
function readAnswers(data: Buffer, methods: string[]): { answers: Answer[]; leftover: number } {
  const answers: Answer[] = [];
  let at = 0;
  while (at < data.length) {
    const headEnd = data.indexOf("\r\n\r\n", at);
    if (headEnd === -1) break;
    const [statusLine, ...lines] = data.subarray(at, headEnd).toString("latin1").split("\r\n");
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
    if (!status) break;
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
    at = headEnd + 4;
    if (status < 200) continue;
    const method = methods[answers.length] ?? "GET";
    let body: Buffer<ArrayBufferLike> = Buffer.alloc(0);
    if (method !== "HEAD" && status !== 204 && status !== 304) {
      if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
        const parts: Buffer[] = [];
        for (;;) {
          const lineEnd = data.indexOf("\r\n", at);
          const size = parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
          at = lineEnd + 2;
          if (!size) {
            at += 2;
            break;
          }
          parts.push(data.subarray(at, at + size));
          at += size + 2;
        }
        body = Buffer.concat(parts);
      } else if (headers["content-length"] !== undefined) {
        body = data.subarray(at, at + Number(headers["content-length"]));
        at += body.length;
      } else {
        body = data.subarray(at);
        at = data.length;
      }
    }
    answers.push({ status, headers, body: body.toString("utf8") });
  }
  return { answers, leftover: data.length - at };
}

/** Sends `raw` on one connection and collects everything the server sends until it closes the
 * connection, or until `expected` answers are in and nothing more came for half a second. */
function exchange(raw: string, methods: string[], expected = methods.length): Promise<{ answers: Answer[]; leftover: number; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let quiet: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(quiet);
      clearTimeout(limit);
      socket.destroy();
      resolve({ ...readAnswers(Buffer.concat(chunks), methods), closed });
    };
    // Generous: the first render of a page through Vite's development server takes seconds on a busy machine.
    const limit = setTimeout(() => finish(false), 90_000);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      clearTimeout(quiet);
      if (readAnswers(Buffer.concat(chunks), methods).answers.length >= expected) quiet = setTimeout(() => finish(false), 500);
    });
    socket.on("close", () => finish(true));
    socket.on("error", reject);
    socket.write(raw);
  });
}

async function storedMessages(marker: string) {
  const rows = await stack.query<{ n: number }>(`select count(*)::int as n from contact_messages where message = '${marker}'`);
  return rows[0].n;
}

describe("a request body never becomes a request", () => {
  for (const method of ["GET", "HEAD", "DELETE", "OPTIONS"]) {
    it(`a chunked body on ${method} is that request's body, or refused`, { timeout: 120_000 }, async () => {
      const marker = `Versteckt ${method} ${stamp()}`;
      const raw = `${method} /kontakt HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunked(contactPost(marker))}` + get("/version.json");
      const { answers, leftover } = await exchange(raw, [method, "GET"]);
      expect(leftover, "bytes after the last answer").toBe(0);
      if (answers[0]?.status === 400) {
        // Refused: the connection is closed, nothing after the refused request is read.
        expect(answers).toHaveLength(1);
      } else {
        expect(answers.map((a) => a.status)).toEqual([answers[0].status, 200]);
        expect(JSON.parse(answers[1].body)).toHaveProperty("build");
      }
      expect(await storedMessages(marker)).toBe(0);
    });
  }

  it("Content-Length and Transfer-Encoding together are refused with 400, the connection closed", async () => {
    const marker = `CL-TE ${stamp()}`;
    const body = chunked(contactPost(marker));
    const raw = `POST /kontakt HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n${body}`;
    const { answers, leftover, closed } = await exchange(raw, ["POST"]);
    expect(answers.map((a) => a.status)).toEqual([400]);
    expect(answers[0].body).toContain("fehlerhaft");
    expect(leftover).toBe(0);
    expect(closed).toBe(true);
    expect(await storedMessages(marker)).toBe(0);
  });

  it("two different Content-Lengths are refused with 400, the connection closed", async () => {
    const marker = `CL-CL ${stamp()}`;
    const hidden = contactPost(marker);
    const raw = `POST /version.json HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nContent-Length: ${Buffer.byteLength(hidden)}\r\n\r\n${hidden}`;
    const { answers, closed } = await exchange(raw, ["POST"]);
    expect(answers.map((a) => a.status)).toEqual([400]);
    expect(closed).toBe(true);
    expect(await storedMessages(marker)).toBe(0);
  });

  it("a transfer coding that is not chunked last is refused with 400", async () => {
    const marker = `TE ${stamp()}`;
    const raw = `POST /kontakt HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked, identity\r\n\r\n${chunked(contactPost(marker))}`;
    const { answers, closed } = await exchange(raw, ["POST"]);
    expect(answers.map((a) => a.status)).toEqual([400]);
    expect(closed).toBe(true);
    expect(await storedMessages(marker)).toBe(0);
  });

  it("pipelined requests are answered in order, each once; an open post is stored once", async () => {
    const marker = `Offen ${stamp()}`;
    const raw = get("/version.json") + contactPost(marker) + "HEAD /kontakt HTTP/1.1\r\nHost: localhost\r\n\r\n" + get("/robots.txt");
    const { answers, leftover } = await exchange(raw, ["GET", "POST", "HEAD", "GET"]);
    expect(leftover).toBe(0);
    expect(answers).toHaveLength(4);
    expect(JSON.parse(answers[0].body)).toHaveProperty("build");
    // The contact form answers a post without JavaScript with its page (or a redirect to it).
    expect([200, 303]).toContain(answers[1].status);
    expect(answers[2].status).toBe(200);
    expect(answers[2].body).toBe("");
    expect(answers[3].body).toContain("User-agent");
    expect(await storedMessages(marker)).toBe(1);
  });
});
