// Response bodies made as they are sent (the CSV and PDF exports): a body asks for its next piece only when
// the client has taken the one before, and the pieces are big enough that sending them costs little.
/** How much of a body goes out at once: enough that a piece costs little to send, little enough to hold. */
export const PIECE_BYTES = 64 * 1024;

/** The chunks of `source` joined into pieces of at least `size` bytes (the last one smaller). */
export async function* inPieces(source: AsyncIterable<string | Uint8Array>, size: number): AsyncGenerator<Uint8Array, void> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    const part = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    parts.push(part);
    length += part.length;
    if (length >= size) {
      yield Buffer.concat(parts, length);
      parts = [];
      length = 0;
    }
  }
  if (length) yield Buffer.concat(parts, length);
}

/**
 * A response body that asks `pieces` for the next piece only when the reader wants one (one piece
 * ahead): nothing is made faster than it is sent. Cancelling it ends `pieces` (its `finally` runs).
 */
export function pulledStream(pieces: AsyncGenerator<Uint8Array, void>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await pieces.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
