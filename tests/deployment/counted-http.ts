// Requests whose every outcome is counted, for the restart tests (rolling-restart.test.ts): an answer
// with its status and body, or the network error (refused, reset, closed early). A client library
// that retried by itself would hide exactly what these tests count; the one resend here is a
// browser's, asked for explicitly and counted: see `resendOnReusedClose`.
import http from "node:http";

export interface Exchange {
  label: string;
  status: number;
  body: string;
  /** The network error when no whole answer arrived. */
  error?: string;
  /** The request went out a second time (resendIfUnanswered); `error` then says why the first failed. */
  resent: boolean;
  sentAt: number;
  doneAt: number;
}

export interface ExchangeOptions {
  label: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A keep-alive agent for visitors; false (the default) for a connection of its own. */
  agent?: http.Agent | false;
  /** The loopback address to send from (the contact form's limit counts per sender address). */
  localAddress?: string;
  timeoutMs?: number;
  /**
   * For a GET: sends it once more, on a new connection, when its connection was closed or reset before
   * any byte of an answer came back – what browsers do on a kept connection (RFC 9112, section 9.3.1;
   * RFC 9110, section 9.2.2 allows it for any idempotent request). nginx's reload needs it of its
   * clients: its old workers close their kept connections, and a request sent at that moment is never
   * read – nginx's own behaviour, whatever the app does (docs/decisions/0030-rolling-restart.md). The
   * POSTs of these tests are never sent twice.
   */
  resendIfUnanswered?: boolean;
}

export async function exchange(url: string, options: ExchangeOptions): Promise<Exchange> {
  const first = await exchangeOnce(url, options);
  if (!first.unanswered || !options.resendIfUnanswered || (options.method ?? "GET") !== "GET") return first.exchange;
  const second = await exchangeOnce(url, { ...options, agent: false });
  return { ...second.exchange, resent: true, error: second.exchange.error ?? first.exchange.error, sentAt: first.exchange.sentAt };
}

function exchangeOnce(url: string, options: ExchangeOptions): Promise<{ exchange: Exchange; unanswered: boolean }> {
  const target = new URL(url);
  const sentAt = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    let answerBegun = false;
    const settle = (status: number, body: string, error?: string) => {
      if (settled) return;
      settled = true;
      const where = error && (req.reusedSocket ? " auf gehaltener Verbindung" : " auf neuer Verbindung");
      resolve({
        exchange: { label: options.label, status, body, error: error && `${error}${where}`, resent: false, sentAt, doneAt: Date.now() },
        unanswered: Boolean(error) && !answerBegun,
      });
    };
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(options.body));
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? "GET",
        headers,
        agent: options.agent ?? false,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        answerBegun = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => settle(res.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")));
        res.on("error", (error) => settle(0, Buffer.concat(chunks).toString("utf8"), `${res.statusCode}, dann ${error.message}`));
        res.on("aborted", () => settle(0, "", `${res.statusCode}, Antwort abgebrochen`));
      },
    );
    req.on("timeout", () => req.destroy(new Error("Zeitüberschreitung")));
    req.on("error", (error: NodeJS.ErrnoException) => settle(0, "", error.code ?? error.message));
    req.end(options.body);
  });
}

/**
 * A loopback sender address of its own for the n-th contact message (127.1.0.1, 127.1.0.2, …): the
 * contact form takes five messages per sender in ten minutes (app/features/contact/contact.server.ts),
 * and behind nginx every sender is the address nginx saw.
 */
export function senderAddress(n: number): string {
  const i = n + 1;
  return `127.1.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
}

/** The contact form's post without JavaScript, as a browser sends it. */
export function contactFormBody(marker: string, n: number): string {
  return new URLSearchParams({ intent: "contact", name: "Besucherin Neustart", email: `besucherin${n}@beispiel.ch`, message: marker }).toString();
}

export const CONTACT_THANKS = "Vielen Dank für Ihre Nachricht";

/** The contact post of `marker` through `base` (nginx or one process), from a sender address of its own. */
export function sendContact(base: string, siteUrl: string, marker: string, n: number): Promise<Exchange> {
  return exchange(`${base}/kontakt`, {
    label: marker,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteUrl, Host: new URL(siteUrl).host },
    body: contactFormBody(marker, n),
    localAddress: senderAddress(n),
  });
}

/** How many times each marker was stored, from the rows of contact_messages. */
export function storedCounts(rows: { message: string; n: number }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.message, Number(r.n)]));
}
