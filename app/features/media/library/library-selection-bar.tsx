// The bar of a library selection (tests/integration/media-library-selection.test.ts): how many files are selected, "Alle auf dieser
// Seite auswählen", a category change for all of them, deletion (asked for in a dialog through the
// address, like a single delete) and "Auswahl aufheben".
import { Tags, Trash2, X } from "lucide-react";
import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { cmsInputClass } from "~/components/cms/cms-form-field";
import { cn } from "~/lib/cn";
import { libraryIntents } from "./library-intents";

export type LibrarySelectionBarProps = {
  selectedIds: number[];
  /** Whether every selectable file shown is selected, some of them are, or none. */
  shownState: "all" | "some" | "none";
  shownCount: number;
  onToggleShown: () => void;
  onClear: () => void;
  categories: { value: string; label: string }[];
  /** Where the forms post: the library with the current filters. */
  listHref: string;
  /** The address that opens the delete dialog for the selection. */
  deleteHref: string;
};

export function LibrarySelectionBar({
  selectedIds,
  shownState,
  shownCount,
  onToggleShown,
  onClear,
  categories,
  listHref,
  deleteHref,
}: LibrarySelectionBarProps) {
  const id = useId();
  const navigation = useNavigation();
  const count = selectedIds.length;
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === libraryIntents.bulkCategory;

  return (
    <section
      aria-label="Auswahl"
      className={cn(
        "flex flex-col gap-3 rounded-card border bg-card p-3",
        // Stays in reach while scrolling through a long list of files.
        count > 0 ? "sticky bottom-2 z-10 border-ring shadow-lg" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            checked={shownState === "all"}
            ref={(input) => {
              if (input) input.indeterminate = shownState === "some";
            }}
            disabled={shownCount === 0}
            onChange={onToggleShown}
            className="size-5 accent-[var(--primary)]"
          />
          Alle auf dieser Seite auswählen
        </label>
        <p className="text-sm font-medium" role="status" aria-live="polite">
          {count} ausgewählt
        </p>
      </div>
      {count > 0 ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <Form method="post" action={listHref} replace preventScrollReset className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value={libraryIntents.bulkCategory} />
            {selectedIds.map((selected) => (
              <input key={selected} type="hidden" name="ids" value={selected} />
            ))}
            <div className="min-w-0 sm:w-56">
              <label htmlFor={`${id}-kategorie`} className="mb-1.5 block text-sm font-semibold">
                Neue Kategorie
              </label>
              <select id={`${id}-kategorie`} name="category" defaultValue={categories[0]?.value} className={cmsInputClass}>
                {categories.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" disabled={busy} className={cmsButton("secondary")}>
              <Tags aria-hidden="true" className="size-4" />
              {busy ? "Wird geändert..." : "Kategorie ändern"}
            </button>
          </Form>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Link to={deleteHref} replace preventScrollReset className={cmsButton("danger")}>
              <Trash2 aria-hidden="true" className="size-4" />
              Löschen
            </Link>
            <button type="button" onClick={onClear} className={cmsButton("ghost")}>
              <X aria-hidden="true" className="size-4" />
              Auswahl aufheben
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
