// 'Dokumente' (docs/decisions/0046-documents.md, "Addresses that never break"): a version's own address,
// /dokumente/datei/<sha256>/<name>, names its stored file by its hash and is served from the bucket's
// documents/public/ keys without the database. On the reference deployment (nginx, an app process, Postgres, the S3
// bucket) Postgres is stopped: the site itself is then out of service (/healthz 503), and the seeded instructions for
// use still download with 200 and exactly their bytes, through nginx, as a whole and as a byte range.
import crypto from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { removeTemporaryDirs, startStack, waitFor, type Stack } from "./stack";

let stack: Stack;
let versions: { sha256: string; fileName: string; sizeBytes: number }[];

beforeAll(async () => {
  stack = await startStack({ processes: 1 });
  versions = (
    await stack.postgres.query<{ file_sha256: string; file_name: string; size_bytes: number }>(
      "auralis",
      `select v.file_sha256, v.file_name, v.size_bytes from document_versions v
       join documents d on d.id = v.document_id join document_kinds k on k.id = d.kind_id
       where v.status = 'published' and k.key = 'ifu' order by v.id limit 3`,
    )
  ).map((row) => ({ sha256: row.file_sha256, fileName: row.file_name, sizeBytes: Number(row.size_bytes) }));
  expect(versions.length, "veröffentlichte Gebrauchsanweisungen im Seed").toBe(3);
});

afterAll(async () => {
  await stack?.stop();
  removeTemporaryDirs();
});

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
const address = (v: { sha256: string; fileName: string }) => `${stack.proxy.url}/dokumente/datei/${v.sha256}/${encodeURIComponent(v.fileName)}`;

it("serves a version's file with its bytes while the database is up", async () => {
  for (const version of versions) {
    const answer = await fetch(address(version));
    expect(answer.status, version.fileName).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.length).toBe(version.sizeBytes);
    expect(sha256(bytes)).toBe(version.sha256);
    expect(answer.headers.get("etag")).toBe(`"${version.sha256}"`);
  }
});

it("keeps serving the versions' files, whole and in ranges, while Postgres is stopped", async () => {
  await stack.postgres.stop();
  // The site knows its database is gone: the load balancer's check fails.
  await waitFor("/healthz meldet die Datenbank als nicht erreichbar", 30_000, async () => {
    const health = await fetch(`${stack.apps[0].url}/healthz`).catch(() => null);
    return health?.status === 503 ? true : undefined;
  });
  for (const version of versions) {
    const answer = await fetch(address(version));
    expect(answer.status, `${version.fileName}\n${stack.describe()}`).toBe(200);
    expect(sha256(Buffer.from(await answer.arrayBuffer()))).toBe(version.sha256);
    const part = await fetch(address(version), { headers: { Range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe("%PDF-1.3");
  }
});
