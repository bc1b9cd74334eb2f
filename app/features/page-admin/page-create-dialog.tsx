// 'Neue Seite' (docs/product/pages-and-publishing.md, "Creating a page"; docs/decisions/0013-page-addresses-and-redirects.md): title, parent page and the slug made from both, with a
// live preview of the address; the slug can be changed before the page exists, and a taken address is
// named at once ('Slug "…" existiert bereits'). Nothing is created before 'Seite erstellen'.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CmsFormActions } from "~/components/cms/cms-form-actions";
import { CmsSelectField, CmsTextField } from "~/components/cms/cms-form-field";
import { composeSlug, newAddressError, pageAddressMessages, slugPartFrom } from "~/core/page-address/page-address";
import { pageLimits, pageMessages, parentChoices } from "~/core/page-address/page-rules";
import { ParentPageOptions } from "./parent-page-options";
import { PAGES_ACTION_PATH, type PageActionRequest, type PageActionResult } from "./page-action-types";
import type { PageAddressRow } from "./page-list-model";
import { CmsDialog } from "~/components/cms/cms-dialog";
import { useActionToast } from "~/components/cms/use-action-toast";
import { sourceLanguage } from "~/lib/languages";

type Field = "title" | "parentSlug" | "slugPart";

export function PageCreateDialog({ pages, onCreated, onClose }: { pages: PageAddressRow[]; onCreated: (pageId: number) => void; onClose: () => void }) {
  const fetcher = useFetcher<PageActionResult>({ key: "page-create" });
  const [title, setTitle] = useState("");
  const [parentSlug, setParentSlug] = useState("");
  // The slug follows the title until the editor types one of their own.
  const [slugText, setSlugText] = useState<string | null>(null);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";

  const part = slugPartFrom(slugText ?? title, sourceLanguage);
  const address = part ? composeSlug(parentSlug || null, part) : null;
  const titleError = touched.title && !title.trim() ? pageMessages.titleRequired : undefined;
  const slugError =
    address !== null
      ? newAddressError(
          address,
          pages.map((p) => p.slug),
        )
      : (slugText !== null && slugText.trim()) || (touched.title && title.trim())
        ? pageAddressMessages.slugPartRequired
        : null;

  // The answer is taken once the fetcher is idle again, i.e. once the page list has been loaded anew:
  // the new page's edit dialog is found in that list (page-manager.tsx), and opened in the same
  // render that closes this one. Taken at the answer itself, this dialog closed and the edit dialog
  // appeared only after the list's reload, with nothing on screen in between.
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined, (result) => {
    if (result.ok && result.data?.pageId) onCreated(result.data.pageId);
    else if (result.fieldErrors) setServerErrors(result.fieldErrors);
  });

  useEffect(() => titleRef.current?.focus(), []);

  function submit() {
    setTouched({ title: true, slugPart: true });
    if (!title.trim() || !part) return;
    const body: PageActionRequest = { intent: "create", data: { title: title.trim(), parentSlug: parentSlug || null, slugPart: part, published: false } };
    void fetcher.submit(JSON.stringify(body), { method: "post", action: PAGES_ACTION_PATH, encType: "application/json" });
  }

  // What the server said stays until the field it is about changes.
  const edited = (field: Field) => setServerErrors((current) => ({ ...current, [field]: undefined }));

  return (
    <CmsDialog title="Neue Seite" description="Die Seite wird als Entwurf angelegt." onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <CmsTextField
          ref={titleRef}
          label="Seitentitel"
          name="title"
          required
          autoComplete="off"
          maxLength={pageLimits.title}
          value={title}
          error={titleError ?? serverErrors.title}
          onChange={(e) => {
            setTitle(e.target.value);
            edited("title");
            if (slugText === null) edited("slugPart");
          }}
          onBlur={() => setTouched((t) => ({ ...t, title: true }))}
        />
        <CmsSelectField
          label="Übergeordnete Seite"
          name="parentSlug"
          value={parentSlug}
          error={serverErrors.parentSlug}
          onChange={(e) => {
            setParentSlug(e.target.value);
            edited("parentSlug");
            edited("slugPart");
          }}
          controlClassName="w-full"
        >
          {/* 'Neue Seite' makes German pages: only German pages are offered as parents (a version is made from its German page). */}
          <ParentPageOptions parents={parentChoices(pages.filter((p) => p.language === sourceLanguage))} />
        </CmsSelectField>
        <CmsTextField
          label="Slug"
          name="slugPart"
          autoComplete="off"
          spellCheck={false}
          maxLength={pageLimits.slug}
          value={slugText ?? part}
          error={slugError ?? serverErrors.slugPart}
          hint="Der letzte Teil der Adresse: Kleinbuchstaben, Ziffern und Bindestriche; Umlaute werden umschrieben (ä → ae). Spätere Titeländerungen ändern ihn nicht."
          controlClassName="font-mono"
          onChange={(e) => {
            setSlugText(e.target.value);
            edited("slugPart");
          }}
        />
        <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
          <span className="text-muted-foreground">Adresse der neuen Seite: </span>
          <span className="break-all font-mono font-semibold" data-testid="adresse-vorschau">
            {address ?? "–"}
          </span>
        </p>
        {/* 'Seite erstellen' stays disabled while the title is empty or blank (docs/product/pages-and-publishing.md, "Creating a page"). */}
        <CmsFormActions busy={busy} disabled={!title.trim()} saveLabel="Seite erstellen" onCancel={onClose} />
      </form>
    </CmsDialog>
  );
}
