// Several app processes started at the same moment on an empty database (decision 0011): migrations and
// seeding run under a database lock, so all of them come up and the site exists exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedConfirmationTemplates, seedEmailTemplates, seedStaffTemplates } from "#db/seed/content/email-templates";
import { frenchPages } from "#db/seed/content/fr";
import { italianPages } from "#db/seed/content/it";
import { sitePages } from "#db/seed/content/site-content";
import { seedTestimonials } from "#db/seed/content/testimonials";
import { ADMIN, BUCKET, freePort, removeTemporaryDirs, startApp, startPostgres, startS3, type AppProcess, type PostgresCluster, type S3Service } from "./stack";

const report = (line: string) => console.log(`[Deployment] ${line}`);

let postgres: PostgresCluster;
let s3: S3Service;
const apps: AppProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  s3 = await startS3([BUCKET]);
});

afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()));
  for (const a of apps) a.cleanUp();
  await s3?.stop();
  await postgres?.stop();
  removeTemporaryDirs();
});

describe("Gleichzeitiger Start auf einer leeren Datenbank", () => {
  it("brings three processes started at once up, with the site seeded exactly once", async () => {
    const databaseUrl = await postgres.createDatabase("auralis_gleichzeitig");
    const siteUrl = `http://localhost:${await freePort()}`;
    const started = Date.now();
    for (const name of ["Eins", "Zwei", "Drei"]) apps.push(await startApp({ name, databaseUrl, siteUrl, s3Env: s3.env(BUCKET) }));
    const ready = await Promise.allSettled(
      apps.map(async (app) => {
        await app.waitHealthy(120_000);
        return Date.now() - started;
      }),
    );
    report(
      `Drei Prozesse gleichzeitig gestartet: ${ready.map((r, i) => `${apps[i].name} ${r.status === "fulfilled" ? `bereit nach ${r.value} ms` : "nicht bereit"}`).join(", ")}`,
    );
    const failures = ready.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error).message)] : []));
    expect(failures).toEqual([]);
    for (const app of apps) expect(app.exited, app.describe()).toBeNull();

    const fake = { id: () => 1, ref: () => "asset:1", documentPath: () => "/dokumente/1/datasheet/de" };
    // The German pages and their French and Italian versions, each once.
    const pages = [...sitePages(fake), ...frenchPages(fake), ...italianPages(fake)];
    const expected: Record<string, number> = {
      pages: pages.length,
      page_sections: pages.reduce((n, p) => n + p.sections.length, 0),
      testimonials: seedTestimonials.length,
      email_templates: seedEmailTemplates.length + Object.keys(seedConfirmationTemplates).length + seedStaffTemplates.length,
    };
    const counts: Record<string, number> = {};
    for (const table of Object.keys(expected)) {
      counts[table] = Number((await postgres.query<{ n: string }>("auralis_gleichzeitig", `select count(*) as n from ${table}`))[0].n);
    }
    report(
      `Zeilen nach dem Start: ${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(", ")}`,
    );
    expect(counts).toEqual(expected);
    const admins = await postgres.query<{ n: string }>("auralis_gleichzeitig", `select count(*) as n from "user" where email = $1 and role = 'admin'`, [
      ADMIN.email,
    ]);
    expect(Number(admins[0].n)).toBe(1);
    // Every process serves the seeded site.
    for (const app of apps) expect((await fetch(`${app.url}/produkte`)).status, app.name).toBe(200);
  });
});
