// Several app processes behind a load balancer share one Postgres server (architecture guide,
// "Growing past one machine"). A content write in one process must drop the caches of all of them:
// the writer sends NOTIFY in its transaction (content-announce.server.ts), every process LISTENs here.
// The listening connection is a single long-lived client: when it drops (database restart, failover,
// a terminated backend) it reconnects with backoff, and because a change may have been announced while
// nobody listened, every cache of this process is dropped once it listens again.
import pg from "pg";
import { CONTENT_CHANNEL, PROCESS_INSTANCE, decodeAnnouncement } from "~/core/content/content-announce.server";
import { EVERYTHING, type ContentScope } from "~/core/content/content-version.server";
import { logger } from "~/core/logger.server";

export interface ContentRelay {
  /** True while the LISTEN connection is up. */
  listening(): boolean;
  close(): Promise<void>;
}

export interface RelayOptions {
  /** First wait before reconnecting; doubled after every failed attempt up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export async function startContentRelay(databaseUrl: string, onRemoteChange: (scope: ContentScope) => void, options: RelayOptions = {}): Promise<ContentRelay> {
  const initialDelay = options.initialDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 2000;
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = initialDelay;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true });
    // Without listeners for these, a dropped connection would end the whole process.
    next.on("error", (error) => {
      if (client === next) lost(error.message);
    });
    next.on("end", () => {
      if (client === next) lost("Verbindung beendet");
    });
    next.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANNEL) return;
      const { from, scope } = decodeAnnouncement(message.payload);
      if (from !== PROCESS_INSTANCE) onRemoteChange(scope);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      client = undefined;
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      throw error;
    }
    connected = true;
    delay = initialDelay;
  };

  const lost = (reason: string) => {
    if (!connected && retry) return;
    connected = false;
    const dropped = client;
    client = undefined;
    dropped?.removeAllListeners("end");
    dropped?.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ reason }, "Verbindung für Inhaltsänderungen unterbrochen – neuer Versuch folgt");
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        logger.info("Verbindung für Inhaltsänderungen wiederhergestellt – Zwischenspeicher geleert");
        // Changes announced while nobody listened are unknown: everything cached may be stale.
        onRemoteChange(EVERYTHING);
      } catch (error) {
        delay = Math.min(delay * 2, maxDelay);
        logger.debug({ error: (error as Error).message, delayMs: delay }, "Verbindung für Inhaltsänderungen noch nicht möglich");
        schedule();
      }
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    listening: () => connected,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = undefined;
      const open = client;
      client = undefined;
      connected = false;
      open?.removeAllListeners("end");
      await open?.end().catch(() => undefined);
    },
  };
}
