// The front door (decision 0027): cached pages from its mirror, everything else passed to the
// application unchanged both ways, the client's address as the operator's TRUST_PROXY allows, an
// early refusal delivered, and a mirror that never answers with a page the application has dropped.
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { MessageChannel } from "node:worker_threads";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { startFrontDoor } from "./front-door";
import { connectFrontDoor } from "./front-door-thread";
import { createCachedResponse } from "./public-cache";
import { trustBehindFrontDoor, type TrustProxySetting } from "./trust-proxy";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  remoteAddress: string | undefined;
}

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An application on a private socket (answering with `handler`) behind a front door on a free port. */
async function start(handler: (req: http.IncomingMessage, res: http.ServerResponse, seen: Seen) => void, trustProxy: TrustProxySetting = undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-front-door-"));
  const appSocket = path.join(dir, "app.sock");
  const seen: Seen[] = [];
  const app = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const entry: Seen = { method: req.method!, url: req.url!, headers: req.headers, body: "", remoteAddress: req.socket.remoteAddress };
    seen.push(entry);
    if (req.headers["x-test-no-read"]) return handler(req, res, entry);
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      entry.body = Buffer.concat(chunks).toString();
      handler(req, res, entry);
    });
  });
  await new Promise<void>((resolve) => app.listen(appSocket, resolve));
  const channel = new MessageChannel();
  const reads: string[] = [];
  const door = connectFrontDoor(channel.port1, 0, (keys) => reads.push(...keys));
  const front = startFrontDoor({ port: 0, host: "127.0.0.1", appSocket, trustProxy }, channel.port2);
  await door.listening;
  cleanups.push(async () => {
    channel.port1.close();
    for (const server of [front, app]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const port = (front.address() as AddressInfo).port;
  return { port, seen, door, reads, front, app };
}

function request(
  port: number,
  options: { method?: string; path?: string; headers?: http.OutgoingHttpHeaders; body?: string | Buffer; localAddress?: string } = {},
) {
  return new Promise<{ status: number; statusMessage: string; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path ?? "/",
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            statusMessage: res.statusMessage!,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A request written by hand: the body in pieces, optionally announcing more than is sent. */
function rawRequest(port: number, head: string, chunks: Buffer[]) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => (answer += data.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(answer));
    socket.write(head);
    for (const chunk of chunks) socket.write(chunk);
    // The answer should come without the client finishing its body; give up after 5 s.
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

async function storedPage(html: string) {
  const entry = createCachedResponse(200, [["content-type", "text/html; charset=utf-8"]], Buffer.from(html), []);
  await Promise.all([entry.ready.gzip, entry.ready.br]);
  return entry;
}

describe("the front door passes requests on", () => {
  it("passes method, address, headers and body to the application, and its answer back unchanged", async () => {
    const { port, seen } = await start((_req, res, entry) => {
      res.statusMessage = "Angelegt";
      res.writeHead(201, [
        ["Set-Cookie", "a=1; Path=/"],
        ["Set-Cookie", "b=2; Path=/"],
        ["X-Echo", entry.body],
        ["Content-Type", "text/plain; charset=utf-8"],
      ]);
      res.end("Grüezi");
    });
    const answer = await request(port, {
      method: "POST",
      path: "/cms/api/x?y=1",
      headers: { "Content-Type": "application/json", Cookie: "k=v" },
      body: '{"a":"ä"}',
    });
    expect(answer.status).toBe(201);
    expect(answer.statusMessage).toBe("Angelegt");
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.body.toString()).toBe("Grüezi");
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "POST", url: "/cms/api/x?y=1", body: '{"a":"ä"}' });
    expect(seen[0].headers).toMatchObject({ "content-type": "application/json", cookie: "k=v", host: `127.0.0.1:${port}` });
    // One Date line: the front door's own.
    expect(answer.rawHeaders.filter((name) => name.toLowerCase() === "date")).toHaveLength(1);
  });

  it("answers HEAD with the application's headers and no body", async () => {
    const { port } = await start((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html", "Content-Length": "5" });
      res.end("Hallo");
    });
    const answer = await request(port, { method: "HEAD" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-length"]).toBe("5");
    expect(answer.body.length).toBe(0);
  });

  it("takes the client's address from the connection, and forwarding headers only from a trusted proxy", async () => {
    const untrusted = await start((_req, res) => res.end());
    await request(untrusted.port, {
      localAddress: "127.0.0.2",
      headers: { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "boese.example" },
    });
    expect(untrusted.seen[0].headers["x-forwarded-for"]).toBe("127.0.0.2");
    expect(untrusted.seen[0].headers["x-forwarded-proto"]).toBeUndefined();
    expect(untrusted.seen[0].headers["x-forwarded-host"]).toBeUndefined();

    // TRUST_PROXY=1: the peer is the operator's proxy (nginx), whose headers count.
    const behindProxy = await start((_req, res) => res.end(), 1);
    await request(behindProxy.port, { localAddress: "127.0.0.2", headers: { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https" } });
    expect(behindProxy.seen[0].headers["x-forwarded-for"]).toBe("203.0.113.7, 127.0.0.2");
    expect(behindProxy.seen[0].headers["x-forwarded-proto"]).toBe("https");
  });

  it("lets the application see the client's address and scheme as it would without the front door", async () => {
    const see = async (setting: TrustProxySetting) => {
      const app = express();
      app.set("trust proxy", trustBehindFrontDoor(setting));
      app.get("/{*splat}", (req, res) => void res.json({ ip: req.ip, protocol: req.protocol }));
      const { port } = await start((req, res) => app(req, res), setting);
      const answer = await request(port, { localAddress: "127.0.0.2", headers: { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https" } });
      return JSON.parse(answer.body.toString()) as { ip: string; protocol: string };
    };
    // No TRUST_PROXY: the connection's address, the claims ignored.
    expect(await see(undefined)).toEqual({ ip: "127.0.0.2", protocol: "http" });
    // TRUST_PROXY=1: the client is taken for the operator's proxy, as Express alone would.
    expect(await see(1)).toEqual({ ip: "203.0.113.7", protocol: "https" });
    expect(await see("10.0.0.0/8")).toEqual({ ip: "127.0.0.2", protocol: "http" });
  });

  it("delivers a refusal the application gives before reading the body, for a large announced and for a chunked body", async () => {
    const { port } = await start((_req, res) => {
      res.writeHead(413, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("zu gross");
    });
    const piece = Buffer.alloc(256 * 1024, "a");
    const announced = await rawRequest(
      port,
      `POST /x HTTP/1.1\r\nHost: a\r\nX-Test-No-Read: 1\r\nContent-Type: text/plain\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n`,
      [piece],
    );
    expect(announced).toMatch(/^HTTP\/1\.1 413 /);
    expect(announced).toMatch(/Connection: close/i);
    // The whole answer, to its last chunk.
    expect(announced).toMatch(/zu gross\r\n0\r\n\r\n$/);
    const chunk = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]);
    const chunked = await rawRequest(port, "POST /x HTTP/1.1\r\nHost: a\r\nX-Test-No-Read: 1\r\nTransfer-Encoding: chunked\r\n\r\n", [
      chunk(piece),
      chunk(piece),
    ]);
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
    expect(chunked).toMatch(/zu gross\r\n0\r\n\r\n$/);
  });

  it("asks once more on a fresh connection when a kept one breaks as it is reused, for GET only", async () => {
    // The application drops every connection's second request unanswered, as a server closing an
    // idle connection at the moment the request arrives.
    const answered = new WeakMap<net.Socket, number>();
    const { port } = await start((req, res) => {
      const count = (answered.get(req.socket) ?? 0) + 1;
      answered.set(req.socket, count);
      if (count > 1) return void req.socket.destroy();
      res.end(`erste auf dieser Verbindung: ${req.method}`);
    });
    expect((await request(port)).body.toString()).toBe("erste auf dieser Verbindung: GET");
    const again = await request(port);
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe("erste auf dieser Verbindung: GET");
    // A write is never sent twice: it gets the German page instead.
    const write = await request(port, { method: "POST", body: "x" });
    expect(write.status).toBe(503);
  });

  it("answers with a German 503 page while the application cannot be reached", async () => {
    const { port, app } = await start((_req, res) => res.end());
    app.closeAllConnections();
    await new Promise((resolve) => app.close(resolve));
    const answer = await request(port, { path: "/produkte" });
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body.toString()).toContain("Die Website ist gleich wieder da");
  });
});

describe("the front door's mirror of the page cache", () => {
  it("answers a mirrored page itself, in the encoding asked for and with 304, and reports the reads", async () => {
    const { port, seen, door, reads } = await start((_req, res) => res.end("von der Anwendung"));
    const entry = await storedPage("<p>" + "Gebärwanne ".repeat(200) + "</p>");
    door.mirror.put("/produkte", entry);
    await door.mirror.settled();
    // settled() only waits for drops: a round trip through a drop makes sure the put has arrived.
    door.mirror.drop("/anderes");
    await door.mirror.settled();

    const plain = await request(port, { path: "/produkte" });
    expect(plain.status).toBe(200);
    expect(plain.headers["x-cache"]).toBe("HIT");
    expect(plain.body.toString()).toBe(entry.body.toString());
    const brotli = await request(port, { path: "/produkte", headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body.equals(entry.variants.br!)).toBe(true);
    const revalidated = await request(port, { path: "/produkte", headers: { "If-None-Match": entry.etag } });
    expect(revalidated.status).toBe(304);
    expect(seen).toHaveLength(0);

    // A signed-in request never gets the visitors' page; another address is not in the mirror.
    await request(port, { path: "/produkte", headers: { Cookie: "auralis.session_token=abc" } });
    await request(port, { path: "/produkte?x=1" });
    expect(seen.map((s) => s.url)).toEqual(["/produkte", "/produkte?x=1"]);

    await expect.poll(() => reads, { timeout: 2000 }).toContain("/produkte");
  });

  it("never answers with a page once the application's drop has been acknowledged", async () => {
    const { port, seen, door } = await start((_req, res) => res.end("neu"));
    door.mirror.put("/", await storedPage("alt"));
    door.mirror.drop("/nichts");
    await door.mirror.settled();
    expect((await request(port)).body.toString()).toBe("alt");

    // As a save does (server/public-cache.ts): drop, and answer only when the mirror has applied it.
    door.mirror.drop("/");
    await door.mirror.settled();
    expect((await request(port)).body.toString()).toBe("neu");
    expect(seen).toHaveLength(1);

    door.mirror.put("/", await storedPage("wieder"));
    door.mirror.clear();
    await door.mirror.settled();
    expect((await request(port)).body.toString()).toBe("neu");
  });

  it("shares the page's bytes with the application's entry instead of copying them", async () => {
    const { door } = await start((_req, res) => res.end());
    const entry = await storedPage("x".repeat(5000));
    const before = entry.body.toString();
    door.mirror.put("/", entry);
    expect(entry.body.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(entry.variants.identity).toBe(entry.body);
    expect(entry.variants.gzip!.buffer).toBe(entry.body.buffer);
    expect(entry.body.toString()).toBe(before);
  });
});

describe("the front door stopping", () => {
  it("lets a request in flight finish, then stops taking connections", async () => {
    let release!: () => void;
    const { port, door } = await start((_req, res) => {
      void new Promise<void>((resolve) => (release = resolve)).then(() => res.end("fertig"));
    });
    const inFlight = request(port, { path: "/langsam" });
    await expect.poll(() => release, { timeout: 2000 }).toBeDefined();
    const drained = door.drain(5000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect((await inFlight).body.toString()).toBe("fertig");
    expect(await drained).toBe("drained");
    await expect(request(port)).rejects.toThrow(/ECONNREFUSED/);
  });
});
