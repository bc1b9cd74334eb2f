// The one HTTP server of a process: Node's own, on the public port (docs/decisions/0029-one-http-server.md).
// Its parser (llhttp) frames every request: a body on any method is read as that request's body
// (Content-Length or chunked), never as a next request; Content-Length with Transfer-Encoding, two
// different Content-Lengths or a malformed chunk is answered 400 and the connection closed
// (tests/integration/request-framing.test.ts).
//
// The limits are written out here rather than left to Node's defaults, so an operator can read them
// (README, "Grenzen des Servers"):
import http from "node:http";
import type { Duplex } from "node:stream";

export const serverLimits = {
  /** Whole header block of a request. Node's default; a browser's cookies and headers stay far below. */
  maxHeaderBytes: 16 * 1024,
  /** Time for a request's header block to arrive, from its first byte. A client that sends headers
   * byte by byte (slowloris) holds a connection at most this long. */
  headersTimeoutMs: 20_000,
  /**
   * Time for a whole request, body included. The longest legitimate one is an upload: a 200 MB video
   * (server/media-upload.server.ts) on a slow line of 1 Mbit/s takes about 27 minutes, so Node's
   * 300-s default would cut it. Other bodies have their own 60-s limit (server/body-limit.ts,
   * BODY_TIMEOUT_MS) and are small by definition.
   */
  requestTimeoutMs: 60 * 60_000,
  /**
   * An idle kept connection is closed after this long. Browsers keep theirs about this long; nginx
   * (deploy/nginx/auralis.conf.template) opens a new connection per request, so no race with a proxy's
   * own keep-alive timer arises.
   */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts above (its default, 30 s, lets a slow header block stay
   * up to half a minute past its limit). */
  checkIntervalMs: 1_000,
} as const;

/** Node's HTTP server with the limits above. */
export function createHttpServer(listener: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: serverLimits.maxHeaderBytes,
      headersTimeout: serverLimits.headersTimeoutMs,
      requestTimeout: serverLimits.requestTimeoutMs,
      keepAliveTimeout: serverLimits.keepAliveTimeoutMs,
      connectionsCheckingInterval: serverLimits.checkIntervalMs,
      // Never the lenient parser: it is what lets a request hide inside another.
      insecureHTTPParser: false,
    },
    listener,
  );
  server.on("clientError", answerClientError);
  return server;
}

/** What Node's parser refuses, answered in German (Node's own answer has no text) and the connection
 * closed: nothing after a framing error can be trusted to be a request of its own. */
const clientErrors: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "Die Kopfzeilen der Anfrage sind zu gross."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "Die Anfrage kam nicht rechtzeitig vollständig an."],
};
const badRequest: [number, string, string] = [400, "Bad Request", "Die Anfrage ist fehlerhaft aufgebaut und wurde nicht angenommen."];

function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  // A connection the client has reset, or one already answered, has no one to tell.
  if (error.code === "ECONNRESET" || !socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const [status, reason, text] = clientErrors[error.code ?? ""] ?? badRequest;
  const body = Buffer.from(`${text}\n`, "utf8");
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body.toString("utf8")}`,
  );
}

/**
 * The listening socket the service manager handed over (systemd's socket activation, sd_listen_fds(3)):
 * fd 3 when LISTEN_FDS is 1 and LISTEN_PID names this process. The socket unit
 * (deploy/systemd/auralis@.socket) keeps it open while the process restarts, so connections that
 * arrive meanwhile wait in its queue for the next process instead of being refused or reset
 * (docs/decisions/0035-restart-on-a-kept-socket.md). The variables are removed, as sd_listen_fds does,
 * so that no child process takes the socket for its own.
 */
export function inheritedSocket(environment: NodeJS.ProcessEnv = process.env, pid = process.pid): { fd: number } | null {
  const count = environment.LISTEN_FDS;
  if (count === undefined || Number(environment.LISTEN_PID) !== pid) return null;
  delete environment.LISTEN_FDS;
  delete environment.LISTEN_PID;
  delete environment.LISTEN_FDNAMES;
  if (count !== "1") {
    throw new Error(`LISTEN_FDS=${count}: die Website braucht genau einen Socket (ListenStream= in der Socket-Unit).`);
  }
  return { fd: 3 };
}

/**
 * Listens on the socket the service manager handed over, else on `port` (on `host`, or Node's
 * default: every interface), and resolves once it does – saying whether the socket was handed over
 * (a stop then closes only this process's copy; server/graceful-shutdown.ts).
 */
export function listen(server: http.Server, port: number, host?: string): Promise<{ inherited: boolean }> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    const inherited = inheritedSocket();
    const listening = () => {
      server.off("error", reject);
      resolve({ inherited: inherited !== null });
    };
    if (inherited) server.listen(inherited, listening);
    else if (host) server.listen(port, host, listening);
    else server.listen(port, listening);
  });
}
