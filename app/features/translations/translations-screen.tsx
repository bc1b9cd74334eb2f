// The 'Übersetzungen' screen (/cms/uebersetzungen; docs/decisions/0038-translator-role.md): every German
// page × every language shown, each cell a link into that version's editor (or, where the viewer may,
// to creating it), the counts per language, filters kept in the address (a GET form: works without
// JavaScript), and the XLIFF exchange with translation agencies.
import { Download, Upload } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { CmsSearchField } from "~/components/cms/cms-search-field";
import { CmsSelectField } from "~/components/cms/cms-form-field";
import { CreateVersionDialog } from "~/features/page-admin/language-versions-cell";
import type { PageVersionState } from "~/features/page-admin/page-list-model";
import { pageEditorHref } from "~/features/pages/page-editor-href";
import { cn } from "~/lib/cn";
import { languageFacts, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import {
  cellLabel,
  cellText,
  filterParams,
  pageTypeLabels,
  pageTypes,
  stateLabels,
  translationStates,
  type TranslationState,
} from "./translation-screen-model";
import type { ScreenVersion, TranslationsScreenData } from "./translations-screen.server";

export const XLIFF_EXPORT_PATH = "/cms/uebersetzungen/xliff-export";
export const XLIFF_IMPORT_PATH = "/cms/uebersetzungen/xliff-import";

const stateStyle: Record<TranslationState, string> = {
  fehlt: "border-dashed border-border text-muted-foreground",
  entwurf: "border-border bg-muted text-muted-foreground",
  veröffentlicht: "border-success text-success",
  veraltet: "border-destructive text-destructive",
};

type Row = TranslationsScreenData["rows"][number];

export function TranslationsScreen({ data }: { data: TranslationsScreenData }) {
  const { languages, shown, filters, rows, counts, total, canCreate, canExchange } = data;
  // Pages are ticked for an export only where there is a language to export them in.
  const canExport = canExchange && data.exchange.languages.length > 0;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState<{ row: Row; language: SiteLanguage } | null>(null);
  const captionId = useId();
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <CmsScreenHeader
        title="Übersetzungen"
        description="Jede deutsche Seite in jeder eingeschalteten Sprache: was fehlt, was Entwurf ist, was veröffentlicht ist und was veraltet ist, weil sich der deutsche Text seither geändert hat."
      />

      {languages.length === 0 ? (
        <p role="note" className="rounded-card border border-dashed border-border p-6 text-muted-foreground">
          {data.noLanguagesNotice ??
            "Keine Sprache ausser Deutsch ist eingeschaltet. Sprachen schaltet eine Administratorin oder ein Administrator unter «Globale Einstellungen» ein."}
        </p>
      ) : (
        <>
          <section aria-labelledby="uebersetzungen-stand">
            <h2 id="uebersetzungen-stand" className="text-xl font-semibold">
              Stand je Sprache
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {languages.map((language) => (
                <li key={language} className="rounded-card border border-border bg-card p-4 text-card-foreground">
                  <h3 className="font-semibold">{languageFacts[language].staffName}</h3>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid={`zaehler-${language}`}>
                    {translationStates.map((state) => (
                      <div key={state} className="flex justify-between gap-2">
                        <dt className="text-muted-foreground">{stateLabels[state]}</dt>
                        <dd className="font-semibold tabular-nums" data-state={state}>
                          {counts[language]?.[state] ?? 0}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </section>

          <NoticeSwitch notices={data.notices} />

          <Filters data={data} />

          {canExport ? (
            <XliffExchange
              languages={data.exchange.languages}
              defaultLanguage={filters.language && data.exchange.languages.includes(filters.language) ? filters.language : data.exchange.languages[0]}
              selected={selected}
              outdated={(language) => counts[language]?.veraltet ?? 0}
            />
          ) : canExchange ? (
            <section aria-labelledby="xliff-austausch" className="rounded-card border border-dashed border-border p-4 text-sm text-muted-foreground">
              <h2 id="xliff-austausch" className="sr-only">
                XLIFF-Austausch mit Übersetzungsbüros
              </h2>
              <p role="note" data-testid="xliff-keine-sprache">
                {data.exchange.notice ?? "Keine Sprache für den XLIFF-Austausch."}
              </p>
            </section>
          ) : null}

          <div role="region" aria-labelledby={captionId} tabIndex={0} className="focus-ring overflow-x-auto rounded-card border border-border bg-card">
            <table className="w-full text-sm">
              <caption id={captionId} className="px-3 py-2 text-left text-sm text-muted-foreground">
                {rows.length === total ? `${total} Seiten` : `${rows.length} von ${total} Seiten`} × {shown.map((l) => languageFacts[l].staffName).join(", ")}
              </caption>
              <thead className="bg-muted text-left">
                <tr>
                  {canExport ? (
                    <th scope="col" className="w-10 px-3 py-2">
                      <span className="sr-only">Für den XLIFF-Export auswählen</span>
                    </th>
                  ) : null}
                  <th scope="col" className="px-3 py-2">
                    Seite (Deutsch)
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Seitentyp
                  </th>
                  {shown.map((language) => (
                    <th key={language} scope="col" className="px-3 py-2">
                      {languageFacts[language].staffName}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={shown.length + (canExport ? 3 : 2)} className="px-3 py-6 text-center text-muted-foreground">
                      Keine Seiten für diese Filter.
                    </td>
                  </tr>
                ) : (
                  rows.map((row) => (
                    <tr key={row.germanPageId} className="border-t border-border align-top">
                      {canExport ? (
                        <td className="px-3 py-3">
                          <input
                            type="checkbox"
                            className="size-4"
                            checked={selected.has(row.germanPageId)}
                            onChange={(e) => toggle(row.germanPageId, e.target.checked)}
                            aria-label={`«${row.title}» für den XLIFF-Export auswählen`}
                          />
                        </td>
                      ) : null}
                      <th scope="row" className="px-3 py-3 text-left font-normal">
                        <Link to={pageEditorHref(row.slug)} className="focus-ring rounded-sm font-semibold hover:underline">
                          {row.title}
                        </Link>
                        <div className="mt-0.5 break-all font-mono text-xs text-muted-foreground">{row.slug}</div>
                      </th>
                      <td className="px-3 py-3">{pageTypeLabels[row.pageType as keyof typeof pageTypeLabels] ?? row.pageType}</td>
                      {shown.map((language) => (
                        <td key={language} className="px-3 py-3">
                          <StateCell
                            row={row}
                            language={language}
                            version={row.versions[language]}
                            canCreate={canCreate}
                            onCreate={() => setCreating({ row, language })}
                          />
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
      {creating ? <CreateVersion row={creating.row} language={creating.language} onClose={() => setCreating(null)} /> : null}
    </div>
  );
}

function StateCell({
  row,
  language,
  version,
  canCreate,
  onCreate,
}: {
  row: Row;
  language: SiteLanguage;
  version: ScreenVersion | undefined;
  canCreate: boolean;
  onCreate: () => void;
}) {
  const chip = "focus-ring inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold";
  const state = version?.state ?? "fehlt";
  if (version?.slug) {
    return (
      <Link
        to={pageEditorHref(version.slug)}
        className={cn(chip, stateStyle[state], "hover:underline")}
        aria-label={cellLabel(language, version, row.title, "edit")}
        data-state={state}
      >
        {cellText(version)}
      </Link>
    );
  }
  if (canCreate) {
    return (
      <button
        type="button"
        onClick={onCreate}
        className={cn(chip, stateStyle.fehlt, "hover:border-foreground hover:text-foreground")}
        aria-haspopup="dialog"
        aria-label={cellLabel(language, version, row.title, "create")}
        data-state="fehlt"
      >
        {stateLabels.fehlt} – anlegen
      </button>
    );
  }
  return (
    <span className={cn(chip, stateStyle.fehlt)} data-state="fehlt">
      {stateLabels.fehlt}
    </span>
  );
}

/** 'Fassung anlegen' as in the page list (language-versions-cell.tsx), from the versions this row knows. */
function CreateVersion({ row, language, onClose }: { row: Row; language: SiteLanguage; onClose: () => void }) {
  const german: PageVersionState = { language: sourceLanguage, id: Number(row.germanPageId), slug: row.slug, published: row.published };
  const others = Object.entries(row.versions).flatMap(([l, v]) =>
    v?.pageId && v.slug ? [{ language: l as SiteLanguage, id: Number(v.pageId), slug: v.slug, published: v.published }] : [],
  );
  return <CreateVersionDialog language={language} german={german} versions={[german, ...others]} onClose={onClose} />;
}

/** The daily 'Übersetzungen veraltet' mail to translators: its state, and the switch for whom may change settings. */
function NoticeSwitch({ notices }: { notices: TranslationsScreenData["notices"] }) {
  const text = notices.on
    ? "Übersetzerinnen und Übersetzer erhalten höchstens einmal täglich eine E-Mail «Übersetzungen veraltet», wenn seit der letzten etwas veraltet ist."
    : "Die tägliche E-Mail «Übersetzungen veraltet» an Übersetzerinnen und Übersetzer ist ausgeschaltet.";
  if (!notices.canChange) return <p className="text-sm text-muted-foreground">{text}</p>;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 text-sm" key={String(notices.on)}>
      <input type="hidden" name="intent" value="save-notices" />
      <label className="inline-flex min-h-10 items-center gap-2">
        <input type="checkbox" name="notices" defaultChecked={notices.on} className="size-4" />
        Tägliche E-Mail «Übersetzungen veraltet» an Übersetzerinnen und Übersetzer
      </label>
      <button type="submit" className={cmsButton("secondary")}>
        Speichern
      </button>
      <p className="basis-full text-muted-foreground">{text} Den Text bearbeiten Sie unter «E-Mail-Vorlagen».</p>
    </Form>
  );
}

/** The filters: a GET form, so they live in the address and work without JavaScript. */
function Filters({ data }: { data: TranslationsScreenData }) {
  const { languages, filters } = data;
  const filtered = Boolean(filters.language || filters.state || filters.pageType || filters.query);
  return (
    <Form method="get" role="search" aria-label="Übersetzungen filtern" className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      <CmsSearchField
        className="md:flex-1"
        name={filterParams.query}
        placeholder="Titel oder Adresse"
        defaultValue={filters.query}
        key={`q-${filters.query}`}
      />
      <CmsSelectField label="Sprache" name={filterParams.language} defaultValue={filters.language ?? ""} key={`l-${filters.language}`}>
        <option value="">Alle Sprachen</option>
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageFacts[language].staffName}
          </option>
        ))}
      </CmsSelectField>
      <CmsSelectField label="Stand" name={filterParams.state} defaultValue={filters.state ?? ""} key={`s-${filters.state}`}>
        <option value="">Alle</option>
        {translationStates.map((state) => (
          <option key={state} value={state}>
            {stateLabels[state]}
          </option>
        ))}
      </CmsSelectField>
      <CmsSelectField label="Seitentyp" name={filterParams.pageType} defaultValue={filters.pageType ?? ""} key={`t-${filters.pageType}`}>
        <option value="">Alle</option>
        {pageTypes.map((type) => (
          <option key={type} value={type}>
            {pageTypeLabels[type]}
          </option>
        ))}
      </CmsSelectField>
      <div className="flex gap-2">
        <button type="submit" className={cmsButton("primary")}>
          Filtern
        </button>
        {filtered ? (
          <Link to="/cms/uebersetzungen" className={cmsButton("secondary")}>
            Zurücksetzen
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

interface ImportReport {
  written?: unknown;
  stale?: unknown;
  conflicts?: unknown;
  errors?: unknown;
  ok?: boolean;
  message?: string;
}

/** A report item of the import (a unit, a page or a message), in words. */
function describe(item: unknown): string {
  if (typeof item === "string") return item;
  if (typeof item === "number") return String(item);
  if (item && typeof item === "object") {
    const o = item as Record<string, unknown>;
    const parts = [o.pageTitle ?? o.title ?? o.page, o.label ?? o.field ?? o.unit ?? o.id, o.message ?? o.reason].filter(
      (p) => typeof p === "string" || typeof p === "number",
    );
    if (parts.length) return parts.join(" – ");
  }
  return JSON.stringify(item);
}
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A unit changed in the CMS since the export (xliff-exchange.server.ts ChangedUnit), in words: page, field, what happened, both texts. */
function ChangedHere({ item }: { item: unknown }) {
  const o = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof o[key] === "string" ? o[key] : "");
  return (
    <li>
      «{text("page")}», {text("field")}: {text("reason")}
      <span className="block text-muted-foreground">
        Im CMS: «{text("currentText")}» · in der Datei: «{text("fileText")}»
      </span>
    </li>
  );
}

/** 'XLIFF exportieren' (selected pages or every out-of-date one, one language) and 'XLIFF importieren' with the import's report. */
/** `outdated`: how many pages are out of date in a language (the screen's counts, over all pages). */
function XliffExchange({
  languages,
  defaultLanguage,
  selected,
  outdated,
}: {
  languages: SiteLanguage[];
  defaultLanguage: SiteLanguage;
  selected: ReadonlySet<string>;
  outdated: (language: SiteLanguage) => number;
}) {
  const [language, setLanguage] = useState<SiteLanguage>(defaultLanguage);
  // Until someone picks one, the scope follows the table: pages ticked there are what goes out.
  const [chosenScope, setScope] = useState<"auswahl" | "veraltet" | null>(null);
  const scope = chosenScope ?? (selected.size ? "auswahl" : "veraltet");
  const [report, setReport] = useState<ImportReport | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const revalidator = useRevalidator();
  // Posted to the import's own address, not through React Router's single fetch ("….data"): the server
  // answers every refusal – its own (the file), the body limit's (413) and the checks before the file is
  // read (401, 403) – as JSON there, and the report shows each (decision 0042).
  const submitImport = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setImporting(true);
    setReport(undefined);
    try {
      const response = await fetch(XLIFF_IMPORT_PATH, { method: "POST", body: new FormData(event.currentTarget), headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => null)) as ImportReport | null;
      setReport(answer ?? { errors: [`Der XLIFF-Import ist fehlgeschlagen (${response.status}). Es wurde nichts übernommen.`] });
      // The counts and states of the table follow what was written.
      if (response.ok) await revalidator.revalidate();
    } catch {
      setReport({ errors: ["Die Datei konnte nicht gesendet werden. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut."] });
    } finally {
      setImporting(false);
    }
  };
  const scopeName = useId();
  const exportHref =
    scope === "auswahl" ? `${XLIFF_EXPORT_PATH}?language=${language}&pages=${[...selected].join(",")}` : `${XLIFF_EXPORT_PATH}?language=${language}&outdated=1`;
  const written = typeof report?.written === "number" ? report.written : asList(report?.written).length;
  const stale = asList(report?.stale);
  const conflicts = asList(report?.conflicts);
  const errors = asList(report?.errors);
  return (
    <section aria-labelledby="xliff-austausch" className="grid gap-4 rounded-card border border-border bg-card p-4 text-card-foreground lg:grid-cols-2">
      <h2 id="xliff-austausch" className="sr-only">
        XLIFF-Austausch mit Übersetzungsbüros
      </h2>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">XLIFF exportieren</h3>
        <CmsSelectField label="Zielsprache" value={language} onChange={(e) => setLanguage(e.target.value as SiteLanguage)}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {languageFacts[l].staffName}
            </option>
          ))}
        </CmsSelectField>
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="mb-1 font-semibold">Seiten</legend>
          <label className="inline-flex min-h-8 items-center gap-2">
            <input type="radio" name={scopeName} checked={scope === "auswahl"} onChange={() => setScope("auswahl")} className="size-4" />
            Ausgewählte Seiten ({selected.size})
          </label>
          <label className="inline-flex min-h-8 items-center gap-2">
            <input type="radio" name={scopeName} checked={scope === "veraltet"} onChange={() => setScope("veraltet")} className="size-4" />
            Alle veralteten Seiten dieser Sprache
          </label>
        </fieldset>
        {scope === "auswahl" && selected.size === 0 ? (
          <p className="text-sm text-muted-foreground">Wählen Sie in der Tabelle die Seiten aus, die exportiert werden sollen.</p>
        ) : scope === "veraltet" && outdated(language) === 0 ? (
          // Said here, not as a downloaded error file.
          <p className="text-sm text-muted-foreground">Keine veralteten Übersetzungen auf {languageFacts[language].staffName}.</p>
        ) : (
          <a href={exportHref} download className={cn(cmsButton("primary"), "w-fit")} data-testid="xliff-export">
            <Download aria-hidden="true" className="size-4" />
            XLIFF exportieren
          </a>
        )}
      </div>
      <form
        method="post"
        action={XLIFF_IMPORT_PATH}
        encType="multipart/form-data"
        onSubmit={(event) => void submitImport(event)}
        className="flex flex-col gap-3"
      >
        <h3 className="font-semibold">XLIFF importieren</h3>
        <label className="flex flex-col gap-1.5 text-sm font-semibold">
          Datei vom Übersetzungsbüro
          <input type="file" name="file" accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml" required className="text-sm font-normal" />
        </label>
        <p className="text-sm text-muted-foreground">
          Die Übersetzungen werden in die Sprachfassungen geschrieben. In einer veröffentlichten Fassung sehen Besucher sie sofort – ausser die Seite braucht
          eine Freigabe, dann erst nach der nächsten; eine Fassung im Entwurf bleibt Entwurf.
        </p>
        <button type="submit" className={cn(cmsButton("secondary"), "w-fit")} disabled={importing}>
          <Upload aria-hidden="true" className="size-4" />
          {importing ? "Wird importiert …" : "XLIFF importieren"}
        </button>
        {report ? (
          <div role="status" className="rounded-md border border-border p-3 text-sm" data-testid="xliff-bericht">
            {report.message && errors.length === 0 ? <p>{report.message}</p> : null}
            <p className="font-semibold">{written === 1 ? "1 Text übernommen." : `${written} Texte übernommen.`}</p>
            {stale.length ? (
              <>
                <p className="mt-2 font-semibold">Nicht übernommen, weil sich der deutsche Text seit dem Export geändert hat:</p>
                <ul className="mt-1 list-disc pl-5">
                  {stale.map((item, index) => (
                    <li key={index}>{describe(item)}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {conflicts.length ? (
              <>
                <p className="mt-2 font-semibold">Nicht übernommen, weil die Übersetzung seit dem Export im CMS geändert wurde:</p>
                <ul className="mt-1 list-disc pl-5" data-testid="xliff-im-cms-geaendert">
                  {conflicts.map((item, index) => (
                    <ChangedHere key={index} item={item} />
                  ))}
                </ul>
              </>
            ) : null}
            {errors.length ? (
              <>
                <p className="mt-2 font-semibold text-destructive">Fehler:</p>
                <ul className="mt-1 list-disc pl-5 text-destructive">
                  {errors.map((item, index) => (
                    <li key={index}>{describe(item)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </form>
    </section>
  );
}
