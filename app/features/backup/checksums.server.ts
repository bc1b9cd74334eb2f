// Sizes and SHA-256 sums of what goes into an archive and what comes out of it: the manifest lists
// both for every file, and a restore refuses an archive whose files do not match them.
import crypto from "node:crypto";
import fs from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

export const sha256Of = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/** Streams `source` into `target` (or only through the hash when no target), returning size and sha256. */
export async function hashStream(source: NodeJS.ReadableStream, target?: string): Promise<{ bytes: number; sha256: string }> {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  if (target) await pipeline(source, meter, fs.createWriteStream(target, { flags: "wx" }));
  else
    await pipeline(source, meter, async (chunks: AsyncIterable<Buffer>) => {
      for await (const _ of chunks) {
        /* drained: only the hash is wanted */
      }
    });
  return { bytes, sha256: hash.digest("hex") };
}
