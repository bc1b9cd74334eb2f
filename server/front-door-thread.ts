// The application's side of the front door (server/front-door.ts, decision 0027): starts its thread,
// keeps its mirror of the page cache in step, and drains it when the server stops.
import { Worker } from "node:worker_threads";
import { logger } from "~/core/logger.server";
import type { FrontDoorOptions, FromFrontDoor, ToFrontDoor } from "./front-door";
import type { CachedResponse, CacheMirror } from "./public-cache";
import type { StoredAnswer } from "./cached-answer";

export interface FrontDoor {
  mirror: CacheMirror;
  /** Stops accepting, lets the requests in flight finish (at most timeoutMs), closes its connections. */
  drain(timeoutMs: number): Promise<"drained" | "timeout">;
}

/**
 * Moves an entry's bytes into memory both threads share and returns what the front door needs to
 * send it. The entry keeps views of the same memory, so a page is held once, not once per thread.
 */
function shared(entry: CachedResponse): StoredAnswer {
  const encodings = Object.keys(entry.variants) as (keyof CachedResponse["variants"])[];
  const memory = new SharedArrayBuffer(encodings.reduce((sum, encoding) => sum + entry.variants[encoding]!.length, 0));
  let offset = 0;
  for (const encoding of encodings) {
    const bytes = entry.variants[encoding]!;
    const view = Buffer.from(memory, offset, bytes.length);
    bytes.copy(view);
    if (entry.body === bytes) entry.body = view;
    entry.variants[encoding] = view;
    offset += bytes.length;
  }
  const { status, etag, variants, heads, hitHeads, notModified } = entry;
  return { status, etag, variants, heads, hitHeads, notModified };
}

/** A worker, or one end of a MessageChannel whose other end the front door holds (the tests). */
export interface FrontDoorChannel {
  postMessage(message: ToFrontDoor): void;
  on(event: "message", listener: (message: FromFrontDoor) => void): unknown;
}

/**
 * The application's half of the conversation with a front door: its mirror, its drain, and whether it
 * listens. `onReads` hears the addresses it answered from the mirror.
 */
export function connectFrontDoor(channel: FrontDoorChannel, port: number, onReads: (keys: string[]) => void): FrontDoor & { listening: Promise<void> } {
  const post = (message: ToFrontDoor) => channel.postMessage(message);
  const synced = new Map<number, () => void>();
  let nextSync = 1;
  let unsynced = false;
  let drained: ((result: "drained" | "timeout") => void) | undefined;
  let listened!: () => void;
  let failed!: (error: Error) => void;
  const listening = new Promise<void>((resolve, reject) => ((listened = resolve), (failed = reject)));
  channel.on("message", (message) => {
    switch (message.type) {
      case "listening":
        return listened();
      case "listen-failed":
        return failed(Object.assign(new Error(`Port ${port} kann nicht geöffnet werden: ${message.message}`), { code: message.code }));
      case "synced":
        synced.get(message.id)?.();
        synced.delete(message.id);
        return;
      case "reads":
        return onReads(message.keys);
      case "drained":
        return drained?.(message.result);
    }
  });
  return {
    listening,
    mirror: {
      put: (key, entry) => post({ type: "put", key, answer: shared(entry) }),
      drop: (key) => {
        unsynced = true;
        post({ type: "drop", key });
      },
      clear: () => {
        unsynced = true;
        post({ type: "clear" });
      },
      // Messages arrive in order: when the answer to this one is in, so are all drops before it.
      settled: () => {
        if (!unsynced) return Promise.resolve();
        unsynced = false;
        const id = nextSync++;
        return new Promise<void>((resolve) => {
          synced.set(id, resolve);
          post({ type: "sync", id });
        });
      },
    },
    drain: (timeoutMs) =>
      new Promise((resolve) => {
        drained = resolve;
        post({ type: "drain", timeoutMs });
      }),
  };
}

/** Starts the front door's thread (`workerFile`, the build's front-door.js) and waits until it listens. */
export async function openFrontDoor(options: FrontDoorOptions, workerFile: string, onReads: (keys: string[]) => void): Promise<FrontDoor> {
  // Its heap holds header lines and the mirror's index (the pages' bytes are shared, off the heap).
  const worker = new Worker(workerFile, { workerData: options, name: "front-door", resourceLimits: { maxOldGenerationSizeMb: 64 } });
  const door = connectFrontDoor(worker, options.port, onReads);
  let stopping = false;
  let listening = false;
  worker.once("error", (error) => {
    if (!listening) return;
    // Without its front door the site cannot be reached: stop, so the supervisor starts it anew.
    logger.fatal({ error: error.message }, "Der Eingang des Servers ist ausgefallen – der Server wird beendet");
    process.exit(1);
  });
  worker.once("exit", (code) => {
    if (stopping || !listening) return;
    logger.fatal({ code }, "Der Eingang des Servers hat sich beendet – der Server wird beendet");
    process.exit(1);
  });
  // A thread that fails before it listens (its file missing, the port taken) fails the start.
  await Promise.race([door.listening, new Promise<never>((_, reject) => worker.once("error", reject))]);
  listening = true;
  return {
    mirror: door.mirror,
    drain(timeoutMs) {
      stopping = true;
      return door.drain(timeoutMs);
    },
  };
}
