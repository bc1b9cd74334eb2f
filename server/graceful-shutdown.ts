// Stopping without cutting anyone off (issue 10, "Graceful shutdown"). Node's own server.close() and
// closeIdleConnections() destroy every connection whose response has been handed over with end(),
// even while its bytes are still queued for a slow client: a large page or image arrives half. Here a
// draining server stops listening, lets every request it has begun finish, and then *ends* each
// connection (FIN after the queued bytes) instead of destroying it. Only the timeout destroys.
//
// Nothing here runs per request while the server serves (issue 12, item 2): a listener on every
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
  /** Stops accepting, waits for requests in flight (at most timeoutMs), then closes every connection. */
  drain(timeoutMs: number): Promise<"drained" | "timeout">;
}

type HttpSocket = net.Socket & { _httpMessage?: http.ServerResponse | null };

/** The response a connection is answering now, if any. */
const answering = (socket: net.Socket) => (socket as HttpSocket)._httpMessage ?? null;

export function makeDrainable(server: http.Server): Drainable {
  let draining = false;
  const sockets = new Set<net.Socket>();

  server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  /** Ends the connection once it answers nothing (its queued bytes still go out), rather than
   * waiting for the client's keep-alive timeout. */
  const endWhenAnswered = (socket: net.Socket) => {
    const response = answering(socket);
    if (!response) {
      socket.end();
      return;
    }
    // Its answer keeps saying "keep-alive": a "close" would also drop requests pipelined behind it.
    // A pipelined request is given the connection before this response's "close": ask again then.
    response.once("close", () => endWhenAnswered(socket));
  };

  return {
    draining: () => draining,
    inFlight: () => [...sockets].filter(answering).length,
    async drain(timeoutMs) {
      draining = true;
      // A request that still arrives on an open connection is answered with "Connection: close".
      server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => (res.shouldKeepAlive = false));
      // net.Server's close, not http.Server's: the latter would destroy "idle" connections at once.
      const closed = new Promise<"drained">((resolve) => net.Server.prototype.close.call(server, () => resolve("drained")));
      for (const socket of sockets) endWhenAnswered(socket);
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
