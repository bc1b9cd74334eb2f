// A draining server finishes what it began, byte for byte, even for a slow client, and then closes.
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { makeDrainable } from "./graceful-shutdown";

const BIG = Buffer.alloc(8 * 1024 * 1024, 7);
const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.closeAllConnections()));

/** Idle connections are ended this long after the stop began (in production: the keep-alive time). */
const GRACE_MS = 200;

function start(handler: http.RequestListener, idleGraceMs = GRACE_MS, queueDrainMaxMs?: number) {
  const server = http.createServer(handler);
  servers.push(server);
  const shutdown = makeDrainable(server, { idleGraceMs, queueDrainMaxMs });
  return new Promise<{ port: number; shutdown: typeof shutdown; server: http.Server }>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as AddressInfo).port, shutdown, server })),
  );
}

/** A client that reads slowly: pauses after each chunk, so the server's bytes stay queued. */
function slowGet(port: number, agent: http.Agent) {
  return new Promise<{ status: number; bytes: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          res.pause();
          setTimeout(() => res.resume(), 2);
        });
        res.on("end", () => resolve({ status: res.statusCode!, bytes, connection: res.headers.connection }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("makeDrainable", () => {
  it("lets a slow client receive a large response whole after the stop began, then closes", async () => {
    const { port, shutdown, server } = await start((_req, res) => res.end(BIG));
    const agent = new http.Agent({ keepAlive: true });
    const download = slowGet(port, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shutdown.inFlight()).toBe(1); // handed over with end() but still being sent: in flight
    const drained = shutdown.drain(10_000);
    const answer = await download;
    expect(answer).toMatchObject({ status: 200, bytes: BIG.length });
    expect(await drained).toBe("drained");
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it("waits for requests in flight and refuses new connections", async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const { port, shutdown } = await start(async (_req, res) => {
      await gate;
      res.end("fertig");
    });
    const agent = new http.Agent({ keepAlive: true });
    const pending = slowGet(port, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shutdown.inFlight()).toBe(1);
    const drained = shutdown.drain(10_000);
    expect(shutdown.draining()).toBe(true);
    await expect(slowGet(port, new http.Agent())).rejects.toMatchObject({ code: "ECONNREFUSED" });
    finish();
    expect(await pending).toMatchObject({ status: 200, bytes: 6 });
    expect(await drained).toBe("drained");
    agent.destroy();
  });

  it("answers pipelined requests one after the other before it ends their connection", async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const { port, shutdown } = await start(async (req, res) => {
      if (req.url === "/erste") await gate;
      // The second answer is still being worked on when the first one has gone out.
      else await gate.then(() => new Promise((resolve) => setTimeout(resolve, 30)));
      res.end(req.url);
    });
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const ended = new Promise((resolve) => socket.on("end", resolve));
    socket.write("GET /erste HTTP/1.1\r\nHost: x\r\n\r\nGET /zweite HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shutdown.inFlight()).toBe(1);
    const drained = shutdown.drain(10_000);
    finish();
    await ended;
    const answers = received.split("HTTP/1.1 200 OK").slice(1);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/\/erste$/);
    expect(answers[1]).toMatch(/\/zweite$/);
    expect(await drained).toBe("drained");
    socket.destroy();
  });

  it("cuts off what is still open when the time is up", async () => {
    const { port, shutdown } = await start(() => {
      /* never answers */
    });
    const pending = slowGet(port, new http.Agent()).catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await shutdown.drain(200)).toBe("timeout");
    expect(await pending).toBe("ECONNRESET");
  });

  it("answers a request that arrives on a kept connection during the stop, with Connection: close", async () => {
    // A grace far longer than the test needs: the drain ends with the answer's "close", not the grace.
    const { port, shutdown } = await start((req, res) => res.end(req.url), 60_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await slowGet(port, agent)).toMatchObject({ status: 200, connection: "keep-alive" });
    const drained = shutdown.drain(10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The same connection (the agent has one socket), idle when the stop began.
    expect(await slowGet(port, agent)).toMatchObject({ status: 200, connection: "close" });
    expect(await drained).toBe("drained");
    agent.destroy();
  });

  it("answers a request whose connection it had accepted but not yet read when the stop began", async () => {
    let runs = 0;
    const { port, shutdown, server } = await start((_req, res) => {
      runs++;
      res.end("gespeichert");
    });
    // As nginx does: connect, and the request follows; here it follows only after the stop began.
    const accepted = new Promise((resolve) => server.once("connection", resolve));
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const ended = new Promise((resolve) => socket.on("end", resolve));
    await accepted;
    const drained = shutdown.drain(10_000);
    socket.write("POST /kontakt HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nab");
    await ended;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: close[\s\S]*gespeichert$/);
    expect(runs).toBe(1);
    expect(await drained).toBe("drained");
    socket.destroy();
  });

  it("ends a connection idle through the grace, and never runs a request that arrives on it afterwards", async () => {
    let runs = 0;
    const { port, shutdown, server } = await start((_req, res) => {
      runs++;
      res.end("gespeichert");
    });
    const accepted = new Promise((resolve) => server.once("connection", resolve));
    // allowHalfOpen: the client can still send after the server's FIN, as a client racing it would.
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    await accepted;
    const drained = shutdown.drain(10_000);
    await new Promise((resolve) => socket.once("end", resolve));
    socket.write("POST /kontakt HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nab");
    socket.end();
    expect(await drained).toBe("drained");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(0);
    expect(received).toBe("");
    socket.destroy();
  });

  it("keeps accepting through the accept grace, answering with Connection: close, then refuses", async () => {
    const { port, shutdown } = await start((_req, res) => res.end("ok"));
    const drained = shutdown.drain(10_000, { acceptGraceMs: 300 });
    expect(shutdown.draining()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A new connection during the grace: accepted and answered.
    expect(await slowGet(port, new http.Agent({ keepAlive: true }))).toMatchObject({ status: 200, connection: "close" });
    expect(await drained).toBe("drained");
    await expect(slowGet(port, new http.Agent())).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("answers every connection still queued when the grace ends while the process is busy", async () => {
    let runs = 0;
    const { port, shutdown } = await start((_req, res) => {
      runs++;
      res.end("gespeichert");
    });
    const drained = shutdown.drain(10_000, { acceptGraceMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Twenty clients connect and send, and the process is busy past the grace's end: their connections
    // wait in the kernel's queue, not yet accepted, when the grace's timer comes due.
    const answers = Array.from(
      { length: 20 },
      () =>
        new Promise<string>((resolve) => {
          const socket = net.connect(port, "127.0.0.1", () => socket.write("POST /kontakt HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nab"));
          let received = "";
          socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
          socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
          socket.on("end", () => resolve(received));
        }),
    );
    setImmediate(() => {
      const busyUntil = Date.now() + 150;
      while (Date.now() < busyUntil);
    });
    const received = await Promise.all(answers);
    expect(received.filter((r) => !/^HTTP\/1\.1 200 OK[\s\S]*gespeichert$/.test(r))).toEqual([]);
    expect(runs).toBe(20);
    expect(await drained).toBe("drained");
  });

  it("closes the socket once the queue drain's bound is over, though a client keeps connecting in every turn", async () => {
    const { port, shutdown, server } = await start((_req, res) => res.end("ok"), GRACE_MS, 300);
    // A client like nginx during a restart: it knows nothing of the stop and connects on. Each turn of
    // the event loop opens the next connection while the last ones still wait in the kernel's queue, and
    // takes a few milliseconds (a busy process), so the drain finds a new connection in every turn.
    let connecting = true;
    let accepted = 0;
    server.on("connection", () => accepted++);
    const sockets: net.Socket[] = [];
    const connectOn = () => {
      if (!connecting) return;
      const busyUntil = Date.now() + 3;
      while (Date.now() < busyUntil);
      // Three connections the server has not taken yet, at all times.
      while (sockets.length - accepted < 3) {
        const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
        socket.on("error", () => {});
        socket.on("data", () => socket.destroy());
        sockets.push(socket);
      }
      setImmediate(connectOn);
    };
    connectOn();
    const startedAt = Date.now();
    const drained = shutdown.drain(3000, { acceptGraceMs: 100 });
    // Grace (100 ms) plus the bound (300 ms), with room for a slow machine; without the bound it
    // accepted on until the stop's timeout.
    await new Promise((resolve) => setTimeout(resolve, 900));
    const listeningAfter = server.listening;
    connecting = false;
    expect(listeningAfter, `after ${Date.now() - startedAt} ms`).toBe(false);
    expect(await drained).toBe("drained");
    sockets.forEach((socket) => socket.destroy());
  });
});
