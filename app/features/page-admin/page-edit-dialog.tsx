// The edit dialog of one page (docs/product/cms-screens.md, "Page edit dialog": "Page field edits are debounced 500 ms";
// docs/product/pages-and-publishing.md, "Page fields"). Every field saves itself 500 ms after typing stops, based on the
// revision the dialog last saw; a conflict stops saving until the page is loaded again.
import { useEffect, useRef, useState } from "react";
import { Link, useBlocker, useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConflictBanner } from "~/components/cms/cms-conflict-banner";
import { CmsSelectField, CmsTextAreaField, CmsTextField } from "~/components/cms/cms-form-field";
import { themeNames, themes } from "~/features/themes/themes";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT, pageMessages } from "~/core/page-address/page-rules";
import type { PageUpdate } from "./page-admin.server";
import { PageApprovalSwitch } from "~/features/approval/page-approval-switch";
import { PAGES_ACTION_PATH, type PageActionData, type PageActionRequest, type PageActionResult } from "./page-action-types";
import { type PageListRow, type PageAddressRow } from "./page-list-model";
import { isSiteLanguage, languageFacts } from "~/lib/languages";
import { isPageKind, pageKindLabels, pageKinds, type PageKind } from "~/lib/page-kinds";
import { SourceNote } from "~/features/sections/editor/source-beside";
import { postNoUpdate } from "~/features/sections/editor/source-change";
import type { ActionResult } from "~/components/cms/action-result";
import { CmsDialog } from "~/components/cms/cms-dialog";
import { PageAddressFields } from "./page-address-fields";
import { ScheduleFields, scheduleFormValues } from "~/features/scheduling/schedule-fields";
import { PublishCheckDialog } from "~/features/publish-check/publish-check-dialog";

export const AUTOSAVE_DELAY_MS = 500;
export const SAVED_TOAST_MS = 1500;

export interface PageFormValues {
  title: string;
  metaTitle: string;
  metaDescription: string;
  sortOrder: string;
  kind: PageKind;
  theme: string;
  sitemapPriority: string;
  published: boolean;
  /** The schedule as Swiss datetime-local values (docs/decisions/0018-scheduled-publishing.md), "" when not set. */
  publishAt: string;
  unpublishAt: string;
}

export function pageFormValues(page: PageListRow): PageFormValues {
  return {
    title: page.title,
    metaTitle: page.metaTitle ?? "",
    metaDescription: page.metaDescription ?? "",
    sortOrder: String(page.sortOrder),
    kind: page.kind,
    theme: page.theme ?? "",
    sitemapPriority: String(page.sitemapPriority),
    published: page.published,
    ...scheduleFormValues(page),
  };
}

/** The update a changed field sends (empty optional texts are stored as "not set"). */
export function pageUpdateFor<K extends keyof PageFormValues>(key: K, value: PageFormValues[K]): PageUpdate {
  const text = typeof value === "string" ? value : "";
  switch (key) {
    case "title":
      return { title: text };
    case "metaTitle":
      return { metaTitle: text.trim() || null };
    case "metaDescription":
      return { metaDescription: text.trim() || null };
    case "sortOrder":
      return { sortOrder: text };
    case "kind":
      return isPageKind(text) ? { kind: text } : {};
    case "theme":
      return { theme: text || null };
    case "sitemapPriority":
      return { sitemapPriority: text };
    case "published":
      return { published: value === true };
    case "publishAt":
      return { publishAt: text || null };
    case "unpublishAt":
      return { unpublishAt: text || null };
  }
  return {};
}

const serverKey: Record<string, keyof PageFormValues> = {
  title: "title",
  metaTitle: "metaTitle",
  metaDescription: "metaDescription",
  sortOrder: "sortOrder",
  kind: "kind",
  theme: "theme",
  sitemapPriority: "sitemapPriority",
  published: "published",
  publishAt: "publishAt",
  unpublishAt: "unpublishAt",
};

/**
 * `approvalSwitch`: the viewer may set 'Freigabe erforderlich' (administrators; docs/decisions/0039-approval.md).
 * `kindChoice`: the viewer may change the 'Seitentyp' (administrators; decision 0043); everyone else sees it read-only.
 * `documentsHref`: where the page group's documents are managed ('Dokumente', decision 0048), shown for a product page.
 */
export function PageEditDialog({
  page,
  pages,
  onClose,
  approvalSwitch = false,
  kindChoice = false,
  documentsHref,
}: {
  page: PageListRow;
  pages: PageAddressRow[];
  onClose: () => void;
  approvalSwitch?: boolean;
  kindChoice?: boolean;
  documentsHref?: string;
}) {
  const fetcher = useFetcher<PageActionResult>({ key: `page-autosave-${page.id}` });
  const revalidator = useRevalidator();
  const [values, setValues] = useState(() => pageFormValues(page));
  const [errors, setErrors] = useState<Partial<Record<keyof PageFormValues, string>>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  // Publishing refused by the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md): its findings, until confirmed or closed.
  const [refused, setRefused] = useState<PageActionData["publishCheck"]>(undefined);
  const mounted = useRef(true);
  const lastSent = useRef<PageUpdate>({});
  const revision = useRef(page.revision);
  // Page texts confirmed as right as copied ('Keine Anpassung nötig' beside a 'nicht übersetzt' mark) while the dialog is open.
  const [confirmedCopies, setConfirmedCopies] = useState<string[]>([]);
  const pending = useRef<PageUpdate>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const handled = useRef<PageActionResult | undefined>(undefined);
  const busy = fetcher.state !== "idle";
  const busyRef = useRef(busy);
  busyRef.current = busy;

  /** 'Keine Anpassung nötig' for a page text right as copied: records a revision, which the next save stands on. */
  async function confirmCopied(field: string, reason: string) {
    // A save typed just before goes first: the confirmation's revision then follows it, not the other way round
    // (the save, based on the older revision, would meet a conflict).
    for (let waited = 0; (timer.current || busyRef.current || Object.keys(pending.current).length) && waited < 5000; waited += 100) {
      flushRef.current();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = await postNoUpdate({ pageId: page.id, fields: [field], reason });
    if (answer.ok) {
      if (answer.data?.revision !== undefined) revision.current = Math.max(revision.current, answer.data.revision);
      setConfirmedCopies((list) => [...list, field]);
      toast.success(answer.message);
      void revalidator.revalidate();
    }
    return answer;
  }

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (Object.keys(pending.current).length === 0 || conflictRef.current) return;
    // One save at a time: the next one must be based on the revision the previous one produced. Once
    // the dialog is gone (the screen left while a save was on its way) no render tells when that one
    // ends: the retry stops rather than run on for ever (closing the dialog waits instead, below).
    if (busyRef.current) {
      if (mounted.current) timer.current = setTimeout(flush, 150);
      return;
    }
    const body: PageActionRequest = { intent: "update", data: { pageId: page.id, baseRevision: revision.current, updates: pending.current } };
    lastSent.current = pending.current;
    pending.current = {};
    void fetcher.submit(JSON.stringify(body), { method: "post", action: PAGES_ACTION_PATH, encType: "application/json" });
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;

  // Closing sends what is still waiting and leaves only once it is saved: this component holds the
  // revision the next save is based on, so a change typed while the previous save was on its way would
  // otherwise never go out (its retry below waits for a render that an unmounted dialog no longer gets;
  // tests/e2e/cms-pages.spec.ts closes right after typing while a save is slowed down). Until then the
  // dialog is hidden and the list's row waits for the save (page-manager.tsx `saving`).
  const [closing, setClosing] = useState(false);
  const close = () => {
    flush();
    setClosing(true);
  };
  const waiting = busy || timer.current !== null || (Object.keys(pending.current).length > 0 && !conflict);
  useEffect(() => {
    if (closing && !waiting) onClose();
  });
  // Leaving the screen (a link of the navigation, the browser's back) while a save is on its way or a
  // change still waits: the navigation is held until everything is saved, then goes on – the dialog
  // holds the revision the next save is based on, and once unmounted no render would send it
  // (tests/e2e/cms-pages.spec.ts leaves through the navigation while a save is held).
  const waitingRef = useRef(waiting);
  waitingRef.current = waiting;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && waitingRef.current);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (waiting) flush();
    else blocker.proceed();
  });
  // Closing the tab or reloading while something is unsaved asks first (the browser's own question).
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!waitingRef.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => window.removeEventListener("beforeunload", beforeUnload);
  }, []);
  // Unmounted all the same (the list itself replaced): what is waiting still goes out, if it can.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      flushRef.current();
    };
  }, []);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      if (result.data?.revision !== undefined) revision.current = result.data.revision;
      toast.success("✓ Gespeichert", { id: "seite-autosave", duration: SAVED_TOAST_MS });
      if (result.data?.warning) toast.warning(result.data.warning);
    } else if (result.data?.publishCheck) {
      // Nothing of that save was written: the other fields go again without 'Veröffentlicht'.
      const { published: _published, ...rest } = lastSent.current;
      setValues((current) => ({ ...current, published: false }));
      setRefused(result.data.publishCheck);
      // Closed meanwhile: the dialog comes back, the check's findings are for the person who asked.
      setClosing(false);
      if (Object.keys(rest).length) {
        pending.current = { ...rest, ...pending.current };
        timer.current = setTimeout(() => flushRef.current(), 0);
      }
    } else if (result.conflict) {
      setConflict(result.message);
    } else if (result.fieldErrors) {
      const next: Partial<Record<keyof PageFormValues, string>> = {};
      for (const [key, message] of Object.entries(result.fieldErrors)) next[serverKey[key] ?? "title"] = message;
      setErrors((current) => ({ ...current, ...next }));
    } else {
      toast.error(result.message || "Fehler beim Aktualisieren der Seite");
    }
  }, [fetcher.data]);

  function change<K extends keyof PageFormValues>(key: K, value: PageFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    const error = key === "title" && typeof value === "string" && !value.trim() ? pageMessages.titleRequired : undefined;
    setErrors((current) => ({ ...current, [key]: error }));
    if (error) return;
    pending.current = { ...pending.current, ...pageUpdateFor(key, value) };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flushRef.current(), AUTOSAVE_DELAY_MS);
  }

  async function reload() {
    pending.current = {};
    await revalidator.revalidate();
    setConflict(null);
    onClose();
  }

  if (closing) return null;
  return (
    <CmsDialog title="Seite bearbeiten" description="Änderungen werden automatisch gespeichert." onClose={close} className="w-[min(48rem,calc(100%-2rem))]">
      {conflict ? <CmsConflictBanner message={conflict} onReload={() => void reload()} className="mb-4" /> : null}
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          flush();
        }}
        aria-busy={busy}
      >
        <CmsTextField
          className="sm:col-span-2"
          label="Seitentitel"
          name="title"
          required
          value={values.title}
          error={errors.title}
          onChange={(e) => change("title", e.target.value)}
          disabled={Boolean(conflict)}
        />
        {page.translation ? <PageSource field="title" translation={page.translation} confirmed={confirmedCopies} onConfirm={confirmCopied} /> : null}
        <PageAddressFields
          key={page.slug}
          page={page}
          pages={pages}
          baseRevision={() => revision.current}
          disabled={Boolean(conflict) || busy}
          onMoved={(next) => {
            revision.current = next;
          }}
        />
        <CmsTextField
          className="sm:col-span-2"
          label="Meta-Titel"
          name="metaTitle"
          maxLength={META_TITLE_LIMIT}
          value={values.metaTitle}
          error={errors.metaTitle}
          hint={`${values.metaTitle.length}/${META_TITLE_LIMIT} Zeichen`}
          onChange={(e) => change("metaTitle", e.target.value)}
          disabled={Boolean(conflict)}
        />
        {page.translation ? <PageSource field="metaTitle" translation={page.translation} confirmed={confirmedCopies} onConfirm={confirmCopied} /> : null}
        <CmsTextAreaField
          className="sm:col-span-2"
          label="Meta-Beschreibung"
          name="metaDescription"
          rows={3}
          maxLength={META_DESCRIPTION_LIMIT}
          value={values.metaDescription}
          error={errors.metaDescription}
          hint={`${values.metaDescription.length}/${META_DESCRIPTION_LIMIT} Zeichen`}
          onChange={(e) => change("metaDescription", e.target.value)}
          disabled={Boolean(conflict)}
        />
        {page.translation ? <PageSource field="metaDescription" translation={page.translation} confirmed={confirmedCopies} onConfirm={confirmCopied} /> : null}
        {kindChoice ? (
          <CmsSelectField
            label="Seitentyp"
            name="kind"
            value={values.kind}
            error={errors.kind}
            hint="Gilt für alle Sprachfassungen; entscheidet mit, ob die Seite eine Freigabe braucht."
            onChange={(e) => {
              if (isPageKind(e.target.value)) change("kind", e.target.value);
            }}
            disabled={Boolean(conflict)}
          >
            {pageKinds.map((kind) => (
              <option key={kind} value={kind}>
                {pageKindLabels[kind]}
              </option>
            ))}
          </CmsSelectField>
        ) : (
          // The kind decides whether the page needs approval: an administrator's (decision 0043), shown here, not changed.
          <CmsTextField
            label="Seitentyp"
            name="kind"
            value={pageKindLabels[values.kind]}
            readOnly
            hint="Den Seitentyp ändern Administratorinnen und Administratoren."
          />
        )}
        {documentsHref && values.kind === "product" ? (
          <p className="self-end text-sm sm:min-h-10">
            <Link to={documentsHref} className="focus-ring rounded-sm font-semibold text-primary underline-offset-4 hover:underline">
              Dokumente des Produkts
            </Link>
          </p>
        ) : null}
        <CmsSelectField
          label="Theme"
          name="theme"
          value={values.theme}
          error={errors.theme}
          onChange={(e) => change("theme", e.target.value)}
          disabled={Boolean(conflict)}
        >
          <option value="">Standard (Human Care)</option>
          {themeNames.map((name) => (
            <option key={name} value={name}>
              {themes[name].label} – {themes[name].description}
            </option>
          ))}
        </CmsSelectField>
        {/* A page's language is part of its address and its group of versions (docs/decisions/0032-language-versions.md): shown, not changed here. */}
        <p className="text-sm text-muted-foreground">
          Sprache: {languageFacts[isSiteLanguage(page.language) ? page.language : "de"].staffName} ({page.language.toUpperCase()})
        </p>
        <CmsTextField
          label="Sitemap-Priorität"
          name="sitemapPriority"
          type="number"
          min={0}
          max={1}
          step={0.1}
          inputMode="decimal"
          value={values.sitemapPriority}
          error={errors.sitemapPriority}
          onChange={(e) => change("sitemapPriority", e.target.value)}
          disabled={Boolean(conflict)}
        />
        <CmsTextField
          label="Sortierung"
          name="sortOrder"
          type="number"
          step={1}
          inputMode="numeric"
          value={values.sortOrder}
          error={errors.sortOrder}
          onChange={(e) => change("sortOrder", e.target.value)}
          disabled={Boolean(conflict)}
        />
        <label className="flex items-center self-end sm:min-h-10 gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="published"
            className="size-5 accent-[var(--primary)]"
            checked={values.published}
            onChange={(e) => change("published", e.target.checked)}
            disabled={Boolean(conflict)}
          />
          Veröffentlicht
        </label>
        {approvalSwitch ? <PageApprovalSwitch pageId={page.id} className="sm:col-span-2" /> : null}
        <ScheduleFields
          className="sm:col-span-2"
          values={values}
          errors={errors}
          disabled={Boolean(conflict)}
          onChange={(field, value) => change(field, value)}
        />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" className={cmsButton("secondary")} onClick={close}>
            Schliessen
          </button>
        </div>
      </form>
      {refused ? (
        <PublishCheckDialog
          result={refused}
          pageTitle={values.title}
          busy={busy}
          onClose={() => setRefused(undefined)}
          onPublishAnyway={() => {
            setRefused(undefined);
            setValues((current) => ({ ...current, published: true }));
            const body: PageActionRequest = {
              intent: "update",
              data: { pageId: page.id, baseRevision: revision.current, updates: { published: true }, publishAnyway: true },
            };
            lastSent.current = { published: true };
            void fetcher.submit(JSON.stringify(body), { method: "post", action: PAGES_ACTION_PATH, encType: "application/json" });
          }}
        />
      ) : null}
    </CmsDialog>
  );
}

/** A translation's German text of one field, and whether it is still the copied one (docs/decisions/0032-language-versions.md). */
function PageSource({
  field,
  translation,
  confirmed,
  onConfirm,
}: {
  field: "title" | "metaTitle" | "metaDescription";
  translation: NonNullable<PageListRow["translation"]>;
  confirmed: string[];
  onConfirm: (field: string, reason: string) => Promise<ActionResult<{ revision: number }>>;
}) {
  return (
    <div className="-mt-2 sm:col-span-2">
      <SourceNote
        field={field}
        sourceName={translation.sourceName}
        value={translation[field]}
        marked={translation.untranslated.includes(field) && !confirmed.includes(field)}
        onConfirmCopied={(reason) => onConfirm(field, reason)}
      />
    </div>
  );
}
