// Pre-compresses the browser build once, at build time: gzip with zopfli (about 3 % smaller than
// gzip -9, still plain gzip for every client) and brotli at its highest quality. The server sends
// these files as they are (express-static-gzip), so no request pays for compression.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const dir = path.resolve("build/client/assets");
const files = fs.readdirSync(dir).filter((f) => /\.(js|css|svg|json)$/.test(f));
const started = Date.now();
let raw = 0;
let gz = 0;
let br = 0;
await Promise.all(
  files.map(async (name) => {
    const file = path.join(dir, name);
    const source = fs.readFileSync(file);
    const gzipped = Buffer.from(await gzipAsync(source, { numiterations: 15 }));
    const brotli = zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    fs.writeFileSync(`${file}.gz`, gzipped);
    fs.writeFileSync(`${file}.br`, brotli);
    raw += source.length;
    gz += gzipped.length;
    br += brotli.length;
  }),
);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`Vorkomprimiert: ${files.length} Dateien, ${kb(raw)} → gzip ${kb(gz)}, brotli ${kb(br)} (${Date.now() - started} ms)`);
