// The page list's language cell (docs/decisions/0032-language-versions.md): one chip per language the
// site shows (and any other the page has a version in), each leading to that version's section editor
// with its state, or offering to create the missing version.
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { CmsDialog } from "~/components/cms/cms-dialog";
import { CmsFormActions } from "~/components/cms/cms-form-actions";
import { CmsSelectField, CmsTextField } from "~/components/cms/cms-form-field";
import { useActionToast } from "~/components/cms/use-action-toast";
import { pageLimits } from "~/core/page-address/page-rules";
import { pageAddressMessages, slugPartFrom } from "~/core/page-address/page-address";
import { pageEditorHref } from "~/features/pages/page-editor-href";
import { PAGES_ACTION_PATH, type PageActionRequest, type PageActionResult } from "~/features/page-admin/page-action-types";
import type { PageVersionState } from "~/features/page-admin/page-list-model";
import { cn } from "~/lib/cn";
import { languageFacts, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { slugSegments } from "~/lib/slug";

/** The words a chip says of a version's state, as the 'Übersetzungen' screen says them. */
export const versionStateLabels = { missing: "fehlt", draft: "Entwurf", published: "veröffentlicht", outdated: "veraltet" } as const;

/** "veraltet (2 Felder)", "veröffentlicht", …: what a version's chip says. */
export function versionStateText(version: PageVersionState): string {
  const count = version.outdatedFieldCount ?? 0;
  if (count > 0) return `${versionStateLabels.outdated} (${count} ${count === 1 ? "Feld" : "Felder"})`;
  return version.published ? versionStateLabels.published : versionStateLabels.draft;
}

export function LanguageVersionsCell({
  pageTitle,
  versions,
  siteLanguages: shown,
  canCreate = true,
}: {
  pageTitle: string;
  versions: PageVersionState[];
  siteLanguages: SiteLanguage[];
  /** Whether the viewer may create a missing version (not a translator: docs/decisions/0038-translator-role.md). */
  canCreate?: boolean;
}) {
  const [creating, setCreating] = useState<SiteLanguage | null>(null);
  const byLanguage = new Map(versions.map((v) => [v.language, v]));
  const languages = siteLanguages.filter((l) => shown.includes(l) || byLanguage.has(l));
  const german = byLanguage.get(sourceLanguage);
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Sprachfassungen von «${pageTitle}»`}>
      {languages.map((language) => {
        const version = byLanguage.get(language);
        const name = languageFacts[language].staffName;
        const code = language.toUpperCase();
        if (version) {
          const state = versionStateText(version);
          const outdated = (version.outdatedFieldCount ?? 0) > 0;
          return (
            <li key={language}>
              <Link
                to={pageEditorHref(version.slug)}
                className={cn(
                  "focus-ring inline-flex items-center gap-0.5 rounded-full border px-2 py-0.5 text-xs font-semibold hover:underline",
                  outdated
                    ? "border-destructive text-destructive"
                    : version.published
                      ? "border-success text-success"
                      : "border-border bg-muted text-muted-foreground",
                )}
                data-state={outdated ? "veraltet" : version.published ? "veröffentlicht" : "entwurf"}
                aria-label={`${name}: ${state} – Sektionen bearbeiten`}
                title={`${name}: ${state}`}
              >
                {code}
                {outdated ? <span aria-hidden="true">!</span> : null}
              </Link>
            </li>
          );
        }
        if (!canCreate) {
          return (
            <li key={language}>
              <span
                className="inline-flex items-center rounded-full border border-dashed border-border px-2 py-0.5 text-xs text-muted-foreground"
                title={`${name}: ${versionStateLabels.missing}`}
                data-state="fehlt"
              >
                <span aria-hidden="true">{code}</span>
                <span className="sr-only">{`${name}: ${versionStateLabels.missing}`}</span>
              </span>
            </li>
          );
        }
        return (
          <li key={language}>
            <button
              type="button"
              disabled={!german}
              onClick={() => setCreating(language)}
              className="focus-ring inline-flex items-center gap-0.5 rounded-full border border-dashed border-border px-2 py-0.5 text-xs text-muted-foreground hover:border-foreground hover:text-foreground"
              aria-label={`${name}: ${versionStateLabels.missing} – Fassung anlegen`}
              data-state="fehlt"
              title={`${name}: ${versionStateLabels.missing}`}
              aria-haspopup="dialog"
            >
              {code}
              <Plus aria-hidden="true" className="size-3" />
            </button>
          </li>
        );
      })}
      {creating && german ? <CreateVersionDialog language={creating} german={german} versions={versions} onClose={() => setCreating(null)} /> : null}
    </ul>
  );
}

/** 'Fassung anlegen': which version to copy and the last part of the new address; created as a draft, then opened in the section editor. */
export function CreateVersionDialog({
  language,
  german,
  versions,
  onClose,
}: {
  language: SiteLanguage;
  german: PageVersionState;
  versions: PageVersionState[];
  onClose: () => void;
}) {
  const fetcher = useFetcher<PageActionResult>({ key: `create-version-${german.id}-${language}` });
  const navigate = useNavigate();
  const [copyFrom, setCopyFrom] = useState<SiteLanguage>(sourceLanguage);
  const isHome = slugSegments(german.slug).length === 0;
  const [slugText, setSlugText] = useState(() => slugSegments(german.slug).at(-1) ?? "");
  const [error, setError] = useState<string | undefined>();
  const partRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";
  const name = languageFacts[language].staffName;
  useEffect(() => partRef.current?.focus(), []);
  useActionToast(fetcher.data, (result) => {
    if (result.ok && result.data?.slug) void navigate(pageEditorHref(result.data.slug));
    else setError(result.fieldErrors ? Object.values(result.fieldErrors)[0] : result.message);
  });
  const part = slugPartFrom(slugText, language);
  return (
    <CmsDialog
      title={`Fassung «${name}» anlegen`}
      description="Die neue Fassung entsteht als Entwurf. Jeder kopierte Text bleibt als «nicht übersetzt» markiert, bis er bearbeitet wird; Bilder und Layout gelten für alle Sprachen."
      onClose={onClose}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          // An empty (or unusable) slug says why instead of a button that silently does nothing.
          if (!isHome && !part) {
            setError(pageAddressMessages.slugPartRequired);
            partRef.current?.focus();
            return;
          }
          const body: PageActionRequest = { intent: "create-version", data: { pageId: german.id, language, copyFrom, slugPart: isHome ? null : part || null } };
          void fetcher.submit(JSON.stringify(body), { method: "post", action: PAGES_ACTION_PATH, encType: "application/json" });
        }}
      >
        <CmsSelectField label="Texte kopieren aus" name="copyFrom" value={copyFrom} onChange={(e) => setCopyFrom(e.target.value as SiteLanguage)}>
          {versions.map((v) => (
            <option key={v.language} value={v.language}>
              {languageFacts[v.language].staffName}
            </option>
          ))}
        </CmsSelectField>
        {isHome ? (
          <p className="text-sm text-muted-foreground">Die Startseite dieser Sprache liegt unter /{language}.</p>
        ) : (
          <CmsTextField
            ref={partRef}
            label="Slug"
            name="slugPart"
            autoComplete="off"
            spellCheck={false}
            maxLength={pageLimits.slug}
            value={slugText}
            error={error}
            hint={`Der letzte Teil der Adresse in dieser Sprache; die Fassung liegt unter /${language}/…, unterhalb der Fassung «${name}» der übergeordneten Seite.${part && part !== slugText ? ` Wird gespeichert als «${part}».` : ""}`}
            controlClassName="font-mono"
            onChange={(e) => {
              setSlugText(e.target.value);
              setError(undefined);
            }}
          />
        )}
        {isHome && error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <CmsFormActions busy={busy} saveLabel="Fassung anlegen" onCancel={onClose} />
      </form>
    </CmsDialog>
  );
}
