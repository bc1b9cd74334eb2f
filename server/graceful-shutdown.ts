// Stopping without cutting anyone off (decisions 0011, 0030 and 0040; server/graceful-shutdown.test.ts). Node's own server.close() and
// closeIdleConnections() destroy every connection whose response has been handed over with end(),
// even while its bytes are still queued for a slow client: a large page or image arrives half. Here a
// draining server stops listening, lets every request it has begun finish, and then *ends* each
// connection (FIN after the queued bytes) instead of destroying it. Only the timeout destroys.
//
// A process that owns its listening socket keeps accepting for a short grace first
// (docs/decisions/0040-stop-after-an-accept-grace.md): closing the socket resets every connection the
// kernel has queued and the busy process has not yet taken, and a client without a proxy (a container's
// stop, a plain `kill`) would lose those. During the grace every answer says "Connection: close" and
// /healthz says "draining", so a balancer stops sending; then it takes what the kernel still holds, for
// at most a second, and closes. A client that keeps connecting (nginx learns of the stop only from the
// closed port) can still land in the queue in the instant before the close and be reset, its request
// never read: nginx sends that request to the other process, POSTs included
// (docs/decisions/0041-restart-without-the-socket-unit.md). The bound keeps that safe: the socket is
// closed long before the stop's timeout, so a request the timeout cuts off has been running for longer
// than nginx resends a request (proxy_next_upstream_timeout).
// A process on a kept socket (systemd's socket unit) stops accepting at once: the socket, and its queue,
// stay for the next process.
//
// A connection without a request at the stop is not ended at once (docs/decisions/0030-rolling-restart.md):
// nginx opens a connection per request and sends the request right after connecting, so a connection
// the process has accepted but whose request it has not read yet carries a request; ending it then
// made nginx answer a POST with 502 while the process, reading the request a moment later, still
// stored it. Such a connection, and one a client keeps open between requests, is answered when its
// request comes, and ended only once it has been idle for a grace (a second: ample for a request
// already sent to arrive, short enough not to hold up a restart). A request that arrives on a
// connection the drain has ended is never handed to the application: whoever sent it got no answer and
// must be able to send it again without its being stored twice.
//
// Nothing here runs per request while the server serves (decision 0025): a listener on every
// response cost a tenth of the cached-page throughput. Which connection is busy is asked only when
// the stop begins, the way Node's own closeIdleConnections() asks it: a connection's
// `_httpMessage` is the response it is sending, from the request's arrival until the response's last
// byte has been handed to the operating system (pipelined requests take their turn after it).
import type http from "node:http";
import net from "node:net";

export interface Drainable {
  draining(): boolean;
  /** Connections with a request being answered (begun and not yet handed over whole). */
  inFlight(): number;
  /**
   * Keeps accepting for `acceptGraceMs` and then, for at most `queueDrainMaxMs`, until a turn of the
   * event loop takes no connection; then stops accepting, waits for requests in flight (all of it
   * within timeoutMs from the call), then closes every connection.
   */
  drain(timeoutMs: number, stop?: { acceptGraceMs?: number }): Promise<"drained" | "timeout">;
}

export interface DrainOptions {
  /** How long a connection without a request stays open after the socket closed. */
  idleGraceMs?: number;
  /** After the accept grace, how long the drain goes on taking connections the kernel has queued. */
  queueDrainMaxMs?: number;
}

export const DRAIN_IDLE_GRACE_MS = 1000;
/**
 * Ample for a queue the process fell behind on (Node takes one connection per turn of its event loop;
 * 20 queued behind a busy moment took 20 turns), while a client that keeps connecting – nginx, which
 * does not read /healthz – can no longer keep the socket open until the stop's timeout. Under the
 * rolling restart's load "until a turn takes none" went on 1.9–2.6 s past the grace, and on a busy
 * machine in two runs of five until SHUTDOWN_TIMEOUT_S (20 s), whose cut then ended requests in flight
 * unanswered, contact posts already stored among them. With the port closed by grace + 1 s, what the
 * timeout cuts has been running for at least 17 s: nginx resends nothing that old (its
 * proxy_next_upstream_timeout is 15 s; docs/decisions/0041-restart-without-the-socket-unit.md).
 */
export const DRAIN_QUEUE_MAX_MS = 1000;

type HttpSocket = net.Socket & { _httpMessage?: http.ServerResponse | null };

/** The response a connection is answering now, if any. */
const answering = (socket: net.Socket) => (socket as HttpSocket)._httpMessage ?? null;

export function makeDrainable(server: http.Server, { idleGraceMs = DRAIN_IDLE_GRACE_MS, queueDrainMaxMs = DRAIN_QUEUE_MAX_MS }: DrainOptions = {}): Drainable {
  let draining = false;
  const sockets = new Set<net.Socket>();

  /** Connections accepted so far (the drain waits until a turn of the event loop adds none). */
  let acceptedCount = 0;
  server.on("connection", (socket: net.Socket) => {
    acceptedCount++;
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  return {
    draining: () => draining,
    inFlight: () => [...sockets].filter(answering).length,
    async drain(timeoutMs, { acceptGraceMs = 0 } = {}) {
      draining = true;
      const deadline = Date.now() + timeoutMs;
      let graceOver = false;
      /** Connections the drain has ended: a request that still arrives on one is not run. */
      const ended = new WeakSet<net.Socket>();

      /** Ends the connection once it answers nothing and the grace is over (its queued bytes still go out). */
      const endWhenIdle = (socket: net.Socket) => {
        const response = answering(socket);
        if (response) {
          // Its answer keeps saying "keep-alive" if it was begun before the stop: a "close" would also
          // drop requests pipelined behind it, which get the connection before this response's "close".
          response.once("close", () => endWhenIdle(socket));
          return;
        }
        if (!graceOver || ended.has(socket)) return;
        ended.add(socket);
        socket.end();
      };

      // A request that still arrives on an open connection is answered, with "Connection: close".
      const handlers = server.listeners("request") as http.RequestListener[];
      server.removeAllListeners("request");
      server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
        if (ended.has(req.socket)) {
          req.socket.destroy();
          return;
        }
        res.shouldKeepAlive = false;
        for (const handler of handlers) handler.call(server, req, res);
      });
      // Accepting on through the grace, and then until a turn of the event loop finds the kernel's queue
      // empty: Node takes one queued connection per turn (measured: of 20 queued while the process was
      // busy, one turn took 1), so closing right after the timer reset the other 19. Not longer than
      // queueDrainMaxMs, though: a client that keeps connecting would find a connection in every turn.
      if (acceptGraceMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(acceptGraceMs, timeoutMs)));
        const stopBy = Math.min(deadline, Date.now() + queueDrainMaxMs);
        let seen = -1;
        while (seen !== acceptedCount && Date.now() < stopBy) {
          seen = acceptedCount;
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      // net.Server's close, not http.Server's: the latter would destroy "idle" connections at once.
      const closed = new Promise<"drained">((resolve) => net.Server.prototype.close.call(server, () => resolve("drained")));
      for (const socket of sockets) endWhenIdle(socket);
      // setImmediate after the timer: a request that arrived while the event loop was busy is read
      // (the poll phase runs between the two) before its connection is judged idle.
      const grace = setTimeout(
        () =>
          setImmediate(() => {
            graceOver = true;
            for (const socket of sockets) endWhenIdle(socket);
          }),
        idleGraceMs,
      );
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), Math.max(0, deadline - Date.now()))));
      const outcome = await Promise.race([closed, timeout]);
      clearTimeout(timer);
      clearTimeout(grace);
      if (outcome === "timeout") {
        server.closeAllConnections();
        await closed;
      }
      return outcome;
    },
  };
}
