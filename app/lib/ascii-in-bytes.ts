// Rewrites of a finished page that only look for ASCII (a marker, an attribute), done on its UTF-8
// bytes read as Latin-1: one character per byte, so every byte comes back out as it was, and no
// decoding and re-encoding of the whole page as UTF-8 (about half a millisecond each way on a
// 90 KB page; docs/benchmarks.md, "Uncached render"). UTF-8 never uses bytes below 0x80 inside a multi-byte character, so an
// ASCII text cannot be found in the middle of one.

/** `bytes` with every occurrence of the ASCII text `search` replaced by the ASCII text `replacement`;
 * the same buffer when there is none. */
export function replaceAsciiInBytes(bytes: Buffer, search: string, replacement: string): Buffer {
  if (!bytes.includes(search)) return bytes;
  return Buffer.from(bytes.toString("latin1").split(search).join(replacement), "latin1");
}
