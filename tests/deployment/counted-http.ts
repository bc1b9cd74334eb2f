// Requests whose every outcome is counted, for the restart tests (rolling-restart.test.ts): an answer
// with its status and body, or the network error (refused, reset, closed early). A client library
// that retried by itself would hide exactly what these tests count; nothing here is sent twice.
import http from "node:http";

export interface Exchange {
  label: string;
  status: number;
  body: string;
  /** The network error when no whole answer arrived. */
  error?: string;
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
}

export function exchange(url: string, options: ExchangeOptions): Promise<Exchange> {
  const target = new URL(url);
  const sentAt = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (status: number, body: string, error?: string) => {
      if (settled) return;
      settled = true;
      const where = error && (req.reusedSocket ? " auf gehaltener Verbindung" : " auf neuer Verbindung");
      resolve({ label: options.label, status, body, error: error && `${error}${where}`, sentAt, doneAt: Date.now() });
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

/**
 * The contact post of `marker` through `base` (nginx or one process), from a sender address of its own.
 * `timeoutMs`: how long the sender waits for the answer (default 30 s).
 */
export function sendContact(base: string, siteUrl: string, marker: string, n: number, timeoutMs?: number): Promise<Exchange> {
  return exchange(`${base}/kontakt`, {
    timeoutMs,
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
