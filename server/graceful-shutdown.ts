// Stopping without cutting anyone off (issue 10, "Graceful shutdown"). Node's own server.close() and
// closeIdleConnections() destroy every connection whose response has been handed over with end(),
// even while its bytes are still queued for a slow client: a large page or image arrives half. Here a
// draining server stops listening, lets every request it has begun finish, and then *ends* each
// connection (FIN after the queued bytes) instead of destroying it. Only the timeout destroys.
import type http from "node:http";
import net from "node:net";

export interface Drainable {
  draining(): boolean;
  /** Requests begun and not yet answered. */
  inFlight(): number;
  /** Stops accepting, waits for requests in flight (at most timeoutMs), then closes every connection. */
  drain(timeoutMs: number): Promise<"drained" | "timeout">;
}

export function makeDrainable(server: http.Server): Drainable {
  let draining = false;
  // Requests being answered on each open connection.
  const busy = new Map<net.Socket, number>();

  server.on("connection", (socket: net.Socket) => {
    busy.set(socket, 0);
    socket.once("close", () => busy.delete(socket));
  });

  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    // A request that begins while draining is answered with "Connection: close"; Node then ends the
    // connection after the response.
    if (draining) res.shouldKeepAlive = false;
    res.once("close", () => {
      if (!busy.has(socket)) return;
      const left = Math.max(0, busy.get(socket)! - 1);
      busy.set(socket, left);
      // A keep-alive connection whose request began before the signal is idle now: end it (its
      // queued bytes still go out) rather than wait for the client's keep-alive timeout.
      if (draining && left === 0) socket.end();
    });
  });

  return {
    draining: () => draining,
    inFlight: () => [...busy.values()].reduce((sum, n) => sum + n, 0),
    async drain(timeoutMs) {
      draining = true;
      // net.Server's close, not http.Server's: the latter would destroy "idle" connections at once.
      const closed = new Promise<"drained">((resolve) => net.Server.prototype.close.call(server, () => resolve("drained")));
      for (const [socket, requests] of busy) if (requests === 0) socket.end();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
      const outcome = await Promise.race([closed, timeout]);
      clearTimeout(timer);
      if (outcome === "timeout") {
        server.closeAllConnections();
        await closed;
      }
      return outcome;
    },
  };
}
