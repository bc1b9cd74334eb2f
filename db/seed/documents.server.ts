// The seed's documents ('Dokumente', docs/decisions/0046-documents.md): every seeded product gets its record (a
// plausible article number and UDI-DI), instructions for use in German and French – the Generosa's with two
// versions, the second safety-relevant – and, where the site has its technical data, its datasheet. All published,
// their files made with pdfkit (document-pdf.ts; a real text layer) and stored by hash in the documents storage's
// public area before the seed's transaction writes the rows that name them.
import type { Queryable } from "#db/client.server";
import { documentKinds, documents, documentVersions, pages, productRecords } from "#db/schema";
import { sql, inArray } from "drizzle-orm";
import { documentFileName } from "~/features/documents/document-rules";
import { sha256Of, storeByHash, type DocumentStorages } from "~/features/documents/document-storage.server";
import { aquaPlusData, comfortData, contessaData, generosaData, type TubData } from "./content/birthing-tub-data";
import { frenchPages } from "./content/fr";
import { AQUA_PLUS, COMFORT, CONTESSA, GENEROSA } from "./content/products-birth";
import { sitePages } from "./content/site-content";
import { documentPdfWithPages } from "./document-pdf";
import type { SeedContext } from "./types";

/** The technical data a product's datasheet is made from (the same the product page shows), by its German address. */
const datasheets: Record<string, TubData> = { [CONTESSA]: contessaData, [GENEROSA]: generosaData, [AQUA_PLUS]: aquaPlusData, [COMFORT]: comfortData };

/** The product whose instructions for use have a second, safety-relevant version. */
const TWO_VERSIONS = GENEROSA;

interface SeedProduct {
  slug: string;
  title: string;
  frenchTitle: string;
  number: number;
}

// The seed's content only to read its products from: no library file is looked up, no link made.
const readOnly: SeedContext = { id: () => 0, ref: () => "asset:0", documentPath: () => "" };

let products: SeedProduct[] | undefined;

/** The seeded products (German product pages in site order), numbered 1, 2, … as the seed records them. */
export function seedProducts(): SeedProduct[] {
  if (!products) {
    const french = new Map(frenchPages(readOnly).map((page) => [page.of, page.title]));
    products = sitePages(readOnly)
      .filter((page) => page.kind === "product")
      .map((page, index) => ({ slug: page.slug, title: page.title, frenchTitle: french.get(page.slug) ?? page.title, number: index + 1 }));
  }
  return products;
}

/** The product numbers by German address: the numbers the seeded document addresses carry. */
export function seedProductNumbers(): Map<string, number> {
  return new Map(seedProducts().map((p) => [p.slug, p.number]));
}

/** GTIN-13 with its check digit (GS1): a Swiss company prefix, the product's number as item reference. */
function gtin13(number: number): string {
  const body = `7640178${String(number).padStart(5, "0")}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const articleNumber = (number: number) => `AUR-${String(4000 + number * 10)}`;

interface SeedVersion {
  slug: string;
  kindKey: "ifu" | "datasheet";
  language: "de" | "fr";
  label: string;
  changes: string;
  safetyRelevant: boolean;
  publishedAt: Date;
  fileName: string;
  bytes: Buffer;
  pageCount: number;
}

const FIRST_EDITION = new Date("2024-03-04T08:00:00Z");
const DATASHEET_EDITION = new Date("2025-01-15T08:00:00Z");
const DAY_MS = 86_400_000;

function ifuContent(product: SeedProduct, language: "de" | "fr", revision: 1 | 2) {
  const facts = [
    `Version Rev. ${revision} · REF ${articleNumber(product.number)} · UDI-DI ${gtin13(product.number)}`,
    language === "de" ? "Medizinprodukt Klasse I gemäss MDR (EU) 2017/745" : "Dispositif médical de classe I selon le RDM (UE) 2017/745",
  ];
  const warm =
    revision === 2
      ? language === "de"
        ? "Wassertemperatur höchstens 37,5 °C: Vor jedem Einstieg mit dem Thermometer prüfen. Das Thermostat allein ersetzt diese Prüfung nicht."
        : "Température de l’eau 37,5 °C au maximum : la vérifier au thermomètre avant chaque entrée. Le thermostat seul ne remplace pas ce contrôle."
      : language === "de"
        ? "Wassertemperatur vor dem Einstieg prüfen."
        : "Vérifier la température de l’eau avant l’entrée.";
  if (language === "de") {
    return documentPdfWithPages({
      kind: "Gebrauchsanweisung",
      product: product.title,
      facts,
      language: "de-CH",
      sections: [
        {
          heading: "Bestimmungsgemässer Gebrauch",
          paragraphs: [
            `${product.title} ist für den Einsatz durch geschultes Fachpersonal in Spitälern, Geburtshäusern und Pflegeeinrichtungen bestimmt. Lesen Sie diese Gebrauchsanweisung vor der ersten Verwendung und bewahren Sie sie griffbereit auf.`,
          ],
        },
        { heading: "Sicherheitshinweise", paragraphs: [warm, "Nur auf tragfähigem, ebenem Boden betreiben. Beschädigte Teile nicht verwenden."] },
        {
          heading: "Reinigung und Desinfektion",
          paragraphs: [
            "Nach jeder Verwendung mit einem milden Reiniger säubern und mit einem für Medizinprodukte zugelassenen Flächendesinfektionsmittel desinfizieren.",
          ],
        },
        { heading: "Wartung", paragraphs: ["Jährliche Sicherheitskontrolle durch den Auralis-Service. Ersatzteile nur vom Hersteller."] },
      ],
      note: "Eine gedruckte Ausgabe erhalten Sie kostenlos auf Anfrage innert 7 Tagen.",
    });
  }
  return documentPdfWithPages({
    kind: "Mode d’emploi",
    product: product.frenchTitle,
    facts,
    language: "fr-CH",
    sections: [
      {
        heading: "Utilisation prévue",
        paragraphs: [
          `${product.frenchTitle} est destiné à être utilisé par du personnel formé dans les hôpitaux, les maisons de naissance et les établissements de soins. Lisez ce mode d’emploi avant la première utilisation et conservez-le à portée de main.`,
        ],
      },
      { heading: "Consignes de sécurité", paragraphs: [warm, "N’utiliser que sur un sol plan et porteur. Ne pas utiliser de pièces endommagées."] },
      {
        heading: "Nettoyage et désinfection",
        paragraphs: [
          "Après chaque utilisation, nettoyer avec un produit doux et désinfecter avec un désinfectant de surface homologué pour les dispositifs médicaux.",
        ],
      },
      { heading: "Entretien", paragraphs: ["Contrôle de sécurité annuel par le service Auralis. Pièces de rechange uniquement du fabricant."] },
    ],
    note: "Un exemplaire imprimé vous est envoyé gratuitement sur demande dans les 7 jours.",
  });
}

/** Every seeded version with its file, made side by side (pdfkit is quick; the seed runs in many tests). */
async function seedVersions(now: Date): Promise<SeedVersion[]> {
  const jobs: Promise<SeedVersion>[] = [];
  for (const product of seedProducts()) {
    const base = product.slug.split("/").at(-1) ?? "produkt";
    for (const language of ["de", "fr"] as const) {
      const revisions: (1 | 2)[] = product.slug === TWO_VERSIONS ? [1, 2] : [1];
      for (const revision of revisions) {
        jobs.push(
          ifuContent(product, language, revision).then(({ bytes, pageCount }) => ({
            slug: product.slug,
            kindKey: "ifu",
            language,
            label: `Rev. ${revision}`,
            changes:
              revision === 1
                ? language === "de"
                  ? "Erstausgabe"
                  : "Première édition"
                : language === "de"
                  ? "Neuer Warnhinweis: Wassertemperatur höchstens 37,5 °C, vor jedem Einstieg mit dem Thermometer prüfen."
                  : "Nouvel avertissement : température de l’eau 37,5 °C au maximum, à vérifier au thermomètre avant chaque entrée.",
            safetyRelevant: revision === 2,
            // The safety notice is recent, so the site shows it (safety-relevant versions of the last 90 days, docs/product/documents.md "Seed").
            publishedAt: revision === 2 ? new Date(now.getTime() - 20 * DAY_MS) : FIRST_EDITION,
            fileName: documentFileName(`${language === "de" ? "gebrauchsanweisung" : "mode-d-emploi"}-${base}-rev-${revision}`),
            bytes,
            pageCount,
          })),
        );
      }
    }
    const data = datasheets[product.slug];
    if (data) {
      jobs.push(
        documentPdfWithPages({
          kind: "Datenblatt",
          product: data.name,
          facts: [data.subtitle, `REF ${articleNumber(product.number)} · UDI-DI ${gtin13(product.number)}`],
          language: "de-CH",
          table: { heading: "Technische Daten", rows: data.specs },
          note: "Alle Masse sind Richtwerte. Ausführung, Farben und Optionen stimmen wir auf Ihre Räume und Abläufe ab. Technische Änderungen vorbehalten.",
        }).then(({ bytes, pageCount }) => ({
          slug: product.slug,
          kindKey: "datasheet",
          language: "de",
          label: "Ausgabe 2025",
          changes: "Erstausgabe",
          safetyRelevant: false,
          publishedAt: DATASHEET_EDITION,
          fileName: documentFileName(`datenblatt-${base}`),
          bytes,
          pageCount,
        })),
      );
    }
  }
  return Promise.all(jobs);
}

export interface SeedDocumentFiles {
  versions: (Omit<SeedVersion, "bytes"> & { sha256: string; sizeBytes: number })[];
}

/** Makes every seeded document's file and stores it in the public area (before the seed's transaction). */
export async function generateDocumentFiles(storages: DocumentStorages, now = new Date()): Promise<SeedDocumentFiles> {
  const made = await seedVersions(now);
  const versions = await Promise.all(
    made.map(async ({ bytes, ...version }) => {
      const sha256 = sha256Of(bytes);
      await storeByHash(storages.public, sha256, bytes);
      return { ...version, sha256, sizeBytes: bytes.length };
    }),
  );
  return { versions };
}

/** Writes the products' records, their documents and versions, in the seed's transaction after the pages. */
export async function seedDocuments(tx: Queryable, files: SeedDocumentFiles, now = new Date()) {
  const slugs = seedProducts().map((p) => p.slug);
  const rows = await tx.select({ slug: pages.slug, key: pages.translationKey }).from(pages).where(inArray(pages.slug, slugs));
  const keyOf = new Map(rows.map((r) => [r.slug, r.key]));
  await tx.insert(productRecords).values(
    seedProducts().map((p) => ({
      translationKey: keyOf.get(p.slug)!,
      number: p.number,
      articleNumber: articleNumber(p.number),
      udiDi: gtin13(p.number),
      updatedBy: "Seed",
      updatedAt: now,
    })),
  );
  // The numbers were given here: the next product's number follows them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('product_records', 'number'), (select max(number) from product_records))`);
  const kinds = new Map((await tx.select({ id: documentKinds.id, key: documentKinds.key }).from(documentKinds)).map((k) => [k.key, k.id]));
  const documentKeys = [...new Set(files.versions.map((v) => `${v.slug}|${v.kindKey}|${v.language}`))];
  const inserted = await tx
    .insert(documents)
    .values(
      documentKeys.map((key) => {
        const [slug, kindKey, language] = key.split("|");
        return { productKey: keyOf.get(slug)!, kindId: kinds.get(kindKey)!, language };
      }),
    )
    .returning({ id: documents.id, productKey: documents.productKey, kindId: documents.kindId, language: documents.language });
  const documentId = (v: SeedDocumentFiles["versions"][number]) =>
    inserted.find((d) => d.productKey === keyOf.get(v.slug) && d.kindId === kinds.get(v.kindKey) && d.language === v.language)!.id;
  await tx.insert(documentVersions).values(
    files.versions.map((v) => ({
      documentId: documentId(v),
      label: v.label,
      changes: v.changes,
      safetyRelevant: v.safetyRelevant,
      fileSha256: v.sha256,
      fileName: v.fileName,
      sizeBytes: v.sizeBytes,
      pageCount: v.pageCount,
      status: "published" as const,
      uploadedBy: "Seed",
      createdAt: v.publishedAt,
      publishedAt: v.publishedAt,
      publishedBy: "Seed",
      integrityCheckedAt: now,
    })),
  );
}
