// The address part of 'Seite bearbeiten' (docs/decisions/0013-page-addresses-and-redirects.md): a new parent or slug moves the page and every
// page below it. The change is not saved as you type like the other fields: 'Adresse ändern…' asks
// the server which addresses would change, lists them for confirmation, and only then moves.
import { MoveRight, Signpost } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsSelectField, CmsTextField } from "~/components/cms/cms-form-field";
import { slugMatchKey } from "~/lib/slug";
import { addressParent, addressPart, composeSlug, isAtOrBelow, pageAddressMessages, planPageMove, slugPartFrom } from "~/core/page-address/page-address";
import { pageLimits, parentChoices } from "~/core/page-address/page-rules";
import { ParentPageOptions } from "./parent-page-options";
import { PAGES_ACTION_PATH, type PageActionRequest, type PageActionResult } from "./page-action-types";
import type { PageListRow, PageAddressRow } from "./page-list-model";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { useActionToast } from "~/components/cms/use-action-toast";
import { languageOfPath } from "~/lib/languages";

type Change = NonNullable<NonNullable<PageActionResult["data"]>["changes"]>[number];

/** The parent the address names now: the page at its parent address, or that address when no page is there. */
function currentParent(page: PageListRow, pages: PageAddressRow[]): string {
  const parent = addressParent(page.slug);
  if (!parent) return "";
  return pages.find((p) => slugMatchKey(p.slug) === slugMatchKey(parent))?.slug ?? parent;
}

export function PageAddressFields({
  page,
  pages,
  baseRevision,
  disabled,
  onMoved,
}: {
  page: PageListRow;
  pages: PageAddressRow[];
  /** The revision the dialog last saw (read when moving): the move is based on it. */
  baseRevision: () => number;
  disabled: boolean;
  onMoved: (revision: number) => void;
}) {
  const plan = useFetcher<PageActionResult>({ key: `page-plan-move-${page.id}` });
  const move = useFetcher<PageActionResult>({ key: `page-move-${page.id}` });
  const initialParent = currentParent(page, pages);
  const [parentSlug, setParentSlug] = useState(initialParent);
  const [slugText, setSlugText] = useState(() => addressPart(page.slug));
  const [confirming, setConfirming] = useState<Change[] | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const isHome = page.slug === "/";

  const part = slugPartFrom(slugText, languageOfPath(page.slug));
  const target = part ? composeSlug(parentSlug || null, part) : null;
  const changed = target !== null && slugMatchKey(target) !== slugMatchKey(page.slug);
  const check = target === null ? { ok: false as const, error: pageAddressMessages.slugPartRequired } : changed ? planPageMove(pages, page.id, target) : null;
  const liveError = check && !check.ok ? check.error : null;
  const busy = plan.state !== "idle" || move.state !== "idle";

  // A page cannot go below itself; the address it sits under now stays choosable when no page is there.
  // And it stays in its language: only pages of its own language are offered.
  const parents = parentChoices(
    pages.filter((p) => p.language === page.language),
    page.slug,
  ).filter((p) => !isAtOrBelow(p.slug, page.slug));
  const orphanParent = initialParent && !pages.some((p) => p.slug === initialParent) ? initialParent : null;

  // The plan arrives: listed for confirmation, or its refusal shown at the slug.
  useActionToast(plan.data, (result) => {
    if (result.ok && result.data?.changes) setConfirming(result.data.changes);
    else if (!result.ok) setServerError(result.message);
  });
  useActionToast(move.data, (result) => {
    setConfirming(null);
    if (result.ok && result.data?.revision !== undefined) onMoved(result.data.revision);
    else setServerError(result.message);
  });

  function askToMove() {
    setServerError(null);
    const body: PageActionRequest = { intent: "plan-move", data: { pageId: page.id, parentSlug: parentSlug || null, slugPart: part } };
    void plan.submit(JSON.stringify(body), { method: "post", action: PAGES_ACTION_PATH, encType: "application/json" });
  }

  function confirmMove() {
    const body: PageActionRequest = { intent: "move", data: { pageId: page.id, baseRevision: baseRevision(), parentSlug: parentSlug || null, slugPart: part } };
    void move.submit(JSON.stringify(body), { method: "post", action: PAGES_ACTION_PATH, encType: "application/json" });
  }

  if (isHome) {
    return (
      <fieldset className="rounded-card border border-border p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-semibold">Adresse</legend>
        <p className="font-mono text-sm">/</p>
        <p className="mt-1 text-xs text-muted-foreground">{pageAddressMessages.homeStays}</p>
      </fieldset>
    );
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-border p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Adresse</legend>
      <p className="text-sm">
        <span className="text-muted-foreground">Aktuelle Adresse: </span>
        <span className="break-all font-mono font-semibold" data-testid="aktuelle-adresse">
          {page.slug}
        </span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <CmsSelectField
          label="Übergeordnete Seite"
          name="parentSlug"
          value={parentSlug}
          disabled={disabled || busy}
          controlClassName="w-full"
          onChange={(e) => {
            setParentSlug(e.target.value);
            setServerError(null);
          }}
        >
          <ParentPageOptions parents={parents} orphan={orphanParent} />
        </CmsSelectField>
        <CmsTextField
          label="Slug"
          name="slugPart"
          autoComplete="off"
          spellCheck={false}
          maxLength={pageLimits.slug}
          value={slugText}
          disabled={disabled || busy}
          error={liveError ?? serverError ?? undefined}
          hint="Titeländerungen ändern die Adresse nicht."
          controlClassName="font-mono"
          onChange={(e) => {
            setSlugText(e.target.value);
            setServerError(null);
          }}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm" aria-live="polite">
          {changed && target ? (
            <>
              <span className="text-muted-foreground">Neue Adresse: </span>
              <span className="break-all font-mono font-semibold">{target}</span>
            </>
          ) : (
            <span className="text-muted-foreground">Parent oder Slug ändern verschiebt die Seite samt Unterseiten; die alten Adressen leiten weiter.</span>
          )}
        </p>
        <button type="button" className={cmsButton("secondary", "shrink-0")} disabled={disabled || busy || !changed || Boolean(liveError)} onClick={askToMove}>
          <Signpost aria-hidden="true" className="size-4" />
          {plan.state !== "idle" ? "Wird geprüft..." : "Adresse ändern…"}
        </button>
      </div>
      {confirming ? (
        <CmsConfirmDialog
          title="Adresse ändern?"
          tone="primary"
          confirmLabel={confirming.length === 1 ? "Seite verschieben" : `${confirming.length} Seiten verschieben`}
          icon={<MoveRight aria-hidden="true" className="size-4" />}
          busy={move.state !== "idle"}
          description={
            <div className="flex flex-col gap-3">
              <p>{confirming.length === 1 ? "Diese Adresse ändert sich:" : `Diese ${confirming.length} Adressen ändern sich:`}</p>
              <ul className="flex max-h-64 flex-col gap-2 overflow-y-auto" aria-label="Geänderte Adressen">
                {confirming.map((c) => (
                  <li key={c.id} className="rounded-md border border-border p-2 text-foreground">
                    <span className="block font-semibold">{c.title}</span>
                    <span className="flex flex-wrap items-center gap-x-2 font-mono text-xs">
                      <span className="break-all">{c.from}</span>
                      <MoveRight aria-label="wird zu" className="size-3.5 shrink-0" />
                      <span className="break-all">{c.to}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <p>Die alten Adressen leiten danach dauerhaft (301) auf die neuen weiter.</p>
            </div>
          }
          onConfirm={confirmMove}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </fieldset>
  );
}
