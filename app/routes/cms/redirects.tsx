// /cms/weiterleitungen: the redirects (docs/decisions/0013-page-addresses-and-redirects.md) — the ones page moves left behind and the ones
// editors add. ?neu opens the form, ?loeschen=id asks to delete, ?sprache= shows one language's
// redirects and ?suche= searches within them (also without JavaScript; with it, typing filters at once).
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { db } from "#db/client.server";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { CmsDeleteForm } from "~/components/cms/cms-delete-form";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsSearchField } from "~/components/cms/cms-search-field";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsScreenHeader } from "~/components/cms/cms-screen-header";
import { useActionToast } from "~/components/cms/use-action-toast";
import { emptyRedirectValues, RedirectEditor } from "~/features/redirects/redirect-editor";
import { RedirectList } from "~/features/redirects/redirect-list";
import {
  filterLanguages,
  filterRedirects,
  languageParam,
  readablePath,
  redirectIntents,
  redirectLanguage,
  redirectMessages,
} from "~/features/redirects/redirect-rules";
import { cn } from "~/lib/cn";
import { languageFacts, type SiteLanguage } from "~/lib/languages";
import { handleRedirectAction, loadRedirectScreen } from "~/features/redirects/redirect-screen.server";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import type { Route } from "./+types/redirects";

const SCREEN = "/cms/weiterleitungen";
const hrefs = {
  list: SCREEN,
  create: `${SCREEN}?neu=1`,
  remove: (id: number) => `${SCREEN}?loeschen=${id}`,
  /** The list in one language (all: null), keeping the search. */
  language: (language: SiteLanguage | null, query: string) => {
    const params = new URLSearchParams();
    if (language) params.set("sprache", language);
    if (query.trim()) params.set("suche", query.trim());
    const search = params.toString();
    return search ? `${SCREEN}?${search}` : SCREEN;
  },
};

const filterClass = (active: boolean) =>
  cn("focus-ring rounded-full px-3 py-1.5 text-sm font-medium", active ? "bg-primary text-primary-foreground" : "bg-muted text-foreground hover:bg-secondary");

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await loadRedirectScreen(request);
  if (screen.loadError) return { ...screen, languages: [] };
  // The languages switched on are the settings' (a feature the redirects do not build on, eslint/import-boundaries.js).
  const { languages } = await loadSiteSettings(db());
  return { ...screen, languages: filterLanguages(languages, screen.items) };
}

export { revalidateUnlessFilteringInPlace as shouldRevalidate } from "~/components/cms/filter-in-place";

export async function action({ request }: Route.ActionArgs) {
  return handleRedirectAction(request);
}

export function meta() {
  return cmsMeta("Weiterleitungen");
}

export default function RedirectsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { items, languages, pageSlugs, loadError } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const [query, setQuery] = useState(() => params.get("suche") ?? "");
  const loadFeedback = useMemo(() => (loadError ? { ok: false, message: loadError } : undefined), [loadError]);
  useActionToast(actionData ?? loadFeedback);

  const failedForm = actionData && !actionData.ok && actionData.intent === redirectIntents.create && actionData.values ? actionData : undefined;
  const formValues = failedForm?.values ?? (params.has("neu") ? emptyRedirectValues : undefined);
  const deleteId = Number(params.get("loeschen")) || undefined;
  const deleting = deleteId ? items.find((r) => r.id === deleteId) : undefined;
  const pageFeedback = actionData && !failedForm ? actionData : undefined;
  const deleteBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === redirectIntents.delete;
  const language = languageParam(params.get("sprache"));
  const inLanguage = language ? items.filter((r) => redirectLanguage(r) === language) : items;
  const visible = filterRedirects(items, query, language);
  const fromMoves = items.filter((r) => r.origin === "move").length;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <CmsScreenHeader
        title="Weiterleitungen"
        description={
          <>
            Alte Adressen, die auf eine Seite weiterleiten. Wird eine Seite verschoben, entstehen sie von selbst; weitere können Sie hier hinzufügen.{" "}
            {items.length > 0 ? `${items.length} ${items.length === 1 ? "Weiterleitung" : "Weiterleitungen"}, davon ${fromMoves} aus Verschiebungen.` : null}
          </>
        }
        action={
          formValues ? null : (
            <Link to={hrefs.create} className={cmsButton("primary")}>
              <Plus aria-hidden="true" className="size-4" />
              Weiterleitung hinzufügen
            </Link>
          )
        }
      />

      {loadError ? <CmsFeedback feedback={loadFeedback} /> : null}
      {navigation.state === "idle" && pageFeedback ? <CmsFeedback feedback={pageFeedback} /> : null}
      {deleteId && !deleting ? <CmsFeedback feedback={{ ok: false, message: redirectMessages.notFound }} /> : null}

      {formValues ? (
        <RedirectEditor
          key={failedForm ? "fehler" : "neu"}
          values={formValues}
          pageSlugs={pageSlugs}
          action={hrefs.list}
          cancelHref={hrefs.list}
          fieldErrors={failedForm?.fieldErrors}
          feedback={failedForm}
        />
      ) : null}

      {loadError ? null : (
        <section aria-labelledby="weiterleitungen-liste" className="flex flex-col gap-3">
          <h2 id="weiterleitungen-liste" className="sr-only">
            Alle Weiterleitungen
          </h2>
          {languages.length > 1 ? (
            <nav aria-label={redirectMessages.languageFilter} className="flex flex-wrap gap-2">
              {[null, ...languages].map((option) => (
                <Link
                  key={option ?? "alle"}
                  to={hrefs.language(option, query)}
                  preventScrollReset
                  aria-current={option === language ? "page" : undefined}
                  className={filterClass(option === language)}
                >
                  {option ? languageFacts[option].staffName : redirectMessages.allLanguages}
                </Link>
              ))}
            </nav>
          ) : null}
          <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            {language ? <input type="hidden" name="sprache" value={language} /> : null}
            <CmsSearchField className="flex-1" name="suche" placeholder="Alte oder neue Adresse" value={query} onChange={(e) => setQuery(e.target.value)} />
            <button type="submit" className={cmsButton("secondary")}>
              Suchen
            </button>
          </Form>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {visible.length} von {inLanguage.length} Weiterleitungen{language ? ` (${languageFacts[language].staffName})` : null}
          </p>
          <RedirectList
            items={visible}
            deleteHref={hrefs.remove}
            emptyText={
              items.length === 0
                ? redirectMessages.empty
                : inLanguage.length === 0 && language
                  ? redirectMessages.emptyInLanguage(language)
                  : redirectMessages.noMatch
            }
          />
        </section>
      )}

      {deleting ? (
        <CmsConfirmDialog
          title={redirectMessages.deleteTitle}
          cancelHref={hrefs.list}
          description={<p>{redirectMessages.deleteWarning(readablePath(deleting.sourcePath), deleting.targetPath)}</p>}
        >
          <CmsDeleteForm action={hrefs.list} intent={redirectIntents.delete} id={deleting.id} busy={deleteBusy} />
        </CmsConfirmDialog>
      ) : null}
    </div>
  );
}
