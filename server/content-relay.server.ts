// Several app processes behind a load balancer share one Postgres server (architecture guide,
// "Growing past one machine"). A content write in one process must drop the caches of all of them:
// the writer sends NOTIFY, every process LISTENs. The embedded PGlite database has one process only.
import crypto from "node:crypto";
import pg from "pg";
import { logger } from "./logger.server";

export const CONTENT_CHANNEL = "auralis_content_changed";

export interface ContentRelay {
  publish(): void;
  close(): Promise<void>;
}

export async function startContentRelay(databaseUrl: string, onRemoteChange: () => void): Promise<ContentRelay> {
  const instance = crypto.randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  await listener.connect();
  listener.on("notification", (message) => {
    if (message.channel === CONTENT_CHANNEL && message.payload !== instance) onRemoteChange();
  });
  listener.on("error", (error) => logger.error({ error: error.message }, "Verbindung für Inhaltsänderungen unterbrochen"));
  await listener.query(`LISTEN ${CONTENT_CHANNEL}`);
  return {
    publish() {
      sender.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, instance]).catch((error: Error) => {
        logger.error({ error: error.message }, "Inhaltsänderung konnte nicht gemeldet werden");
      });
    },
    async close() {
      await listener.end();
      await sender.end();
    },
  };
}
