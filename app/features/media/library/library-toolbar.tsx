// Search, category filter, reset and view of the library (docs/product/media.md, "Media library"). The state lives in the address;
// with JavaScript the list filters while typing, without it the form is sent with 'Filtern'.
import { LayoutGrid, List, RotateCcw, TriangleAlert } from "lucide-react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { Form, Link } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { cmsInputClass } from "~/components/cms/cms-form-field";
import { CmsSearchField } from "~/components/cms/cms-search-field";
import { cn } from "~/lib/cn";
import { ALL_CATEGORIES, ALT_MISSING_PARAM, altTextMissingNotice, libraryParamsToSearch, type LibraryParams } from "./library-filters";

const subscribeNothing = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

export type LibraryToolbarProps = {
  state: LibraryParams;
  categories: { value: string; label: string }[];
  counter: string;
  /** Images on published pages without alt text: a notice and a filter when there are any. */
  altMissingCount?: number;
  basePath: string;
  onChange: (next: LibraryParams) => void;
};

export function LibraryToolbar({ state, categories, counter, altMissingCount = 0, basePath, onChange }: LibraryToolbarProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [query, setQuery] = useState(state.query);
  useEffect(() => setQuery(state.query), [state.query]);
  const viewHref = (view: LibraryParams["view"]) => {
    const search = libraryParamsToSearch({ ...state, view }).toString();
    return search ? `${basePath}?${search}` : basePath;
  };
  const filtered = state.query.trim() !== "" || state.category !== ALL_CATEGORIES || Boolean(state.altMissing);

  return (
    <div className="flex flex-col gap-3">
      <Form method="get" action={basePath} role="search" aria-label="Medien durchsuchen" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <CmsSearchField
          className="flex-1 sm:min-w-56"
          id={`${id}-suche`}
          name="q"
          value={query}
          placeholder="Dateiname oder Titel"
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            onChange({ ...state, query: event.target.value });
          }}
        />
        <div className="min-w-0 sm:w-56">
          <label htmlFor={`${id}-kategorie`} className="mb-1.5 block text-sm font-semibold">
            Kategorie
          </label>
          <select
            id={`${id}-kategorie`}
            name="kategorie"
            value={state.category}
            onChange={(event) => onChange({ ...state, category: event.target.value })}
            className={cmsInputClass}
          >
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {altMissingCount > 0 || state.altMissing ? (
          <label className="flex min-h-10 items-center gap-2 text-sm font-semibold sm:self-end">
            <input
              type="checkbox"
              name="alt"
              value={ALT_MISSING_PARAM}
              checked={Boolean(state.altMissing)}
              onChange={(event) => onChange({ ...state, altMissing: event.target.checked })}
              className="size-5 accent-[var(--primary)]"
            />
            Nur ohne Alt-Text ({altMissingCount})
          </label>
        ) : null}
        {state.view === "list" ? <input type="hidden" name="ansicht" value="liste" /> : null}
        <div className="flex gap-2">
          {hydrated ? null : (
            <button type="submit" className={cmsButton("primary")}>
              Filtern
            </button>
          )}
          <Link
            to={state.view === "list" ? `${basePath}?ansicht=liste` : basePath}
            replace
            preventScrollReset
            aria-disabled={!filtered}
            className={cmsButton("secondary", filtered ? undefined : "pointer-events-none opacity-60")}
            tabIndex={filtered ? undefined : -1}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Zurücksetzen
          </Link>
        </div>
      </Form>
      {altMissingCount > 0 ? (
        <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-foreground">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>{altTextMissingNotice(altMissingCount)} Bitte beschreiben Sie sie, damit auch Menschen, die sie nicht sehen, wissen, was sie zeigen.</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium" role="status" aria-live="polite">
          {counter}
        </p>
        <div role="group" aria-label="Ansicht" className="inline-flex rounded-md border border-border bg-card p-0.5">
          {(
            [
              { view: "grid", label: "Raster", Icon: LayoutGrid },
              { view: "list", label: "Liste", Icon: List },
            ] as const
          ).map(({ view, label, Icon }) => (
            <Link
              key={view}
              to={viewHref(view)}
              replace
              preventScrollReset
              aria-current={state.view === view ? "true" : undefined}
              className={cn(
                "focus-ring inline-flex min-h-9 items-center gap-1.5 rounded px-3 text-sm font-medium",
                state.view === view ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}
