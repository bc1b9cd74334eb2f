// Fills a database with a large site for the scale benchmark (docs/benchmarks.md, "Large site"): 10,000 pages in a
// hierarchy (/wissen → 50 topics → articles), 100,000 sections (ten per page, types and settings
// taken from the seeded site's own sections, so every one is valid for the registry), 5,000 media
// entries (files hard-linked to a few seeded images) and one revision per page. About 85 % of the
// pages and 90 % of the sections are published, the rest are drafts.
//
//   node scripts/generate-large-site.mjs --data-dir=/tmp/large              (PGlite in DIR/pg)
//   node scripts/generate-large-site.mjs --data-dir=/tmp/large --database-url=postgres://…/db
//
// The database must already be migrated and seeded (start the server once on it, or let
// `npm run bench -- --only=scale` do it all). The server must not run on a PGlite dir meanwhile.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TOPICS = 50;
/** Section types that fit any content page; product types need a product page around them. */
const GENERAL_TYPES = ["text", "content", "content_intro", "hero", "image_text", "teaser_box", "cta", "usp_tiles", "gallery", "testimonials"];
const WORDS = [
  "pflege",
  "wochenbett",
  "geburt",
  "hygiene",
  "lagerung",
  "mobilisation",
  "wickeltisch",
  "badewanne",
  "stillen",
  "komfort",
  "sicherheit",
  "reinigung",
  "desinfektion",
  "ergonomie",
  "hebamme",
  "klinik",
  "station",
  "patient",
  "transfer",
  "gebaerbett",
  "wassergeburt",
  "neugeborene",
  "kreisssaal",
  "beratung",
  "schulung",
  "wartung",
  "zubehoer",
  "material",
  "planung",
  "umbau",
];
const TITLE_WORDS = WORDS.map((w) => w.charAt(0).toUpperCase() + w.slice(1).replace("ae", "ä").replace("oe", "ö").replace("ue", "ü"));

const lit = (v) =>
  v === null || v === undefined ? "null" : typeof v === "number" || typeof v === "boolean" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;

/** One query interface over PGlite and node-postgres (also for scripts/bench/log-export.mjs). */
export async function connect({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    return { query: async (sql) => (await pool.query(sql)).rows, close: () => pool.end(), kind: "postgres" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // The pages' search index (migration 0009) needs pg_trgm loaded to take the generated rows.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create(path.join(dataDir, "pg"), { extensions: { pg_trgm } });
  return {
    query: async (sql) => {
      const results = await client.exec(sql);
      return results.at(-1)?.rows ?? [];
    },
    close: () => client.close(),
    kind: "pglite",
  };
}

function pick(list, n) {
  return list[n % list.length];
}

export async function generateLargeSite({ dataDir, databaseUrl, pages = 10_000, sectionsPerPage = 10, media = 5_000, log = console.log }) {
  const db = await connect({ dataDir, databaseUrl });
  const t0 = Date.now();
  try {
    const [{ n: existing }] = await db.query(`select count(*)::int as n from pages where slug like '/wissen%'`);
    if (existing > 0) throw new Error(`Die Datenbank enthält schon ${existing} Seiten unter /wissen – bitte eine frische Datenbank verwenden.`);

    // Media: rows pointing to hard links of a few small seeded images.
    const samples = await db.query(
      `select filename, mime_type, size_bytes, width, height from media_assets where mime_type in ('image/jpeg','image/png','image/webp') order by size_bytes limit 4`,
    );
    if (!samples.length) throw new Error("Keine Bilder in media_assets – ist die Datenbank geseedet?");
    const mediaDir = path.join(dataDir, "media");
    let linked = 0;
    const mediaRows = [];
    for (let i = 1; i <= media; i++) {
      const s = pick(samples, i);
      const ext = path.extname(s.filename) || ".jpg";
      const filename = `gross-${String(i).padStart(5, "0")}${ext}`;
      const source = path.join(mediaDir, s.filename);
      if (fs.existsSync(source)) {
        try {
          fs.linkSync(source, path.join(mediaDir, filename));
        } catch {
          fs.copyFileSync(source, path.join(mediaDir, filename));
        }
        linked++;
      }
      const word = pick(TITLE_WORDS, i * 7);
      mediaRows.push(
        `(${lit(filename)}, ${lit(`${word} ${i}`)}, ${lit(`${word}: Abbildung ${i}`)}, ${lit(pick(["produkte", "pflege", "geburt", "uncategorized"], i))}, ${lit(s.mime_type)}, ${s.size_bytes}, ${s.width ?? "null"}, ${s.height ?? "null"}, now() - interval '${i % 900} days')`,
      );
    }
    for (let i = 0; i < mediaRows.length; i += 1000) {
      await db.query(
        `insert into media_assets (filename, title, alt_text, category, mime_type, size_bytes, width, height, created_at) values ${mediaRows.slice(i, i + 1000).join(",")}`,
      );
    }
    log(`  ${media} Medien (${linked} Dateien verlinkt) – ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // Pages: /wissen, 50 topics, the rest articles under the topics.
    const [{ minid }] = await db.query(`select min(id)::int as minid from media_assets where filename like 'gross-%'`);
    const rows = [];
    const page = (slug, title, parent, published, sortOrder, n) =>
      `(${lit(slug)}, ${lit(title)}, ${lit(title)}, ${lit(`Fachwissen von Auralis: ${title}.`)}, ${lit(`${title} | Auralis`)}, ${lit(`${title}: Hinweise für Pflege, Geburt und Klinikalltag.`)}, 'section', ${published}, ${sortOrder}, ${lit(parent)}, ${n % 3 === 0 ? minid + (n % media) : "null"}, now() - interval '${n % 1000} hours', now() - interval '${(n * 7) % 1000} hours')`;
    rows.push(page("/wissen", "Fachwissen", "/", true, 90, 0));
    const topics = [];
    for (let t = 0; t < TOPICS; t++) {
      const word = pick(WORDS, t);
      const slug = `/wissen/${word}-${t + 1}`;
      topics.push(slug);
      rows.push(page(slug, `${pick(TITLE_WORDS, t)} ${t + 1}`, "/wissen", true, t, t + 1));
    }
    const articles = pages - 1 - TOPICS;
    for (let a = 0; a < articles; a++) {
      const topic = topics[a % TOPICS];
      const w1 = pick(WORDS, a * 3 + 1);
      const w2 = pick(WORDS, a * 5 + 2);
      const slug = `${topic}/${w1}-und-${w2}-${a + 1}`;
      const title = `${pick(TITLE_WORDS, a * 3 + 1)} und ${pick(TITLE_WORDS, a * 5 + 2)} – Beitrag ${a + 1}`;
      rows.push(page(slug, title, topic, a % 7 !== 0, Math.floor(a / TOPICS), a + 100));
    }
    for (let i = 0; i < rows.length; i += 500) {
      await db.query(
        `insert into pages (slug, title, h1, intro, meta_title, meta_description, kind, published, sort_order, parent_slug, hero_asset_id, created_at, updated_at) values ${rows.slice(i, i + 500).join(",")}`,
      );
    }
    log(`  ${rows.length} Seiten – ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // Sections: ten per generated page, types and settings from the seeded sections.
    const typeSamples = await db.query(
      `select distinct on (section_type) section_type, settings, content_html, media_asset_ids from page_sections where section_type in (${GENERAL_TYPES.map(lit).join(",")}) order by section_type, id`,
    );
    if (!typeSamples.length) throw new Error("Keine Beispielsektionen im Seed gefunden.");
    const samplesJson = JSON.stringify(
      typeSamples.map((s) => ({
        type: s.section_type,
        settings: typeof s.settings === "string" ? JSON.parse(s.settings) : s.settings,
        html: s.content_html ?? "",
        media: s.media_asset_ids ?? [],
      })),
    );
    const [{ count: sectionCount }] = await db.query(`
      with samples as (select ${lit(samplesJson)}::jsonb as a),
      inserted as (
        insert into page_sections (page_slug, section_name, section_type, section_order, content_html, content_plain, is_published, settings, media_asset_ids, created_at, updated_at)
        select p.slug,
               'Abschnitt ' || k,
               s.v->>'type',
               k * 10,
               case when s.v->>'type' in ('text', 'content') then '<h2>' || p.title || ' – Teil ' || k || '</h2><p>Absatz über ' || p.title || ' für Pflegefachleute und Hebammen, Teil ' || k || '.</p>' else s.v->>'html' end,
               p.title || ' Teil ' || k,
               ((p.id * 31 + k) % 10) <> 0,
               s.v->'settings',
               coalesce(array(select jsonb_array_elements_text(s.v->'media')::int), '{}'),
               p.created_at,
               p.updated_at
        from pages p
        cross join generate_series(1, ${sectionsPerPage}) k
        cross join samples
        cross join lateral (select samples.a -> ((p.id + k) % jsonb_array_length(samples.a))::int as v) s
        where p.slug like '/wissen%'
        returning 1
      )
      select count(*)::int as count from inserted`);
    log(`  ${sectionCount} Sektionen (${typeSamples.map((s) => s.section_type).join(", ")}) – ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // One revision per page, as creating it through the CMS would have left.
    await db.query(`
      insert into page_revisions (page_key, revision, action, summary, author_email, snapshot, created_at)
      select slug_key, 1, 'create', 'Seite «' || title || '» erstellt', 'redaktion@auralis-medizintechnik.example',
             jsonb_build_object('page', jsonb_build_object('slug', slug, 'title', title, 'published', published), 'sections', '[]'::jsonb), created_at
      from pages where slug like '/wissen%'`);
    await db.query("analyze");
    log(`  Revisionen und ANALYZE – ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return { pages: rows.length, sections: sectionCount, media, seconds: (Date.now() - t0) / 1000, kind: db.kind };
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name) =>
    process.argv
      .find((a) => a.startsWith(`--${name}=`))
      ?.split("=")
      .slice(1)
      .join("=");
  const dataDir = arg("data-dir");
  if (!dataDir) {
    console.error("Aufruf: node scripts/generate-large-site.mjs --data-dir=DIR [--database-url=postgres://…] [--pages=10000] [--media=5000]");
    process.exit(2);
  }
  const result = await generateLargeSite({
    dataDir: path.resolve(dataDir),
    databaseUrl: arg("database-url"),
    pages: Number(arg("pages") ?? 10_000),
    media: Number(arg("media") ?? 5_000),
  });
  console.log(`Fertig: ${result.pages} Seiten, ${result.sections} Sektionen, ${result.media} Medien in ${result.seconds.toFixed(1)} s (${result.kind}).`);
}
