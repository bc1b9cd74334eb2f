// The page images dialog (docs/product/cms-screens.md, "Page images dialog": a separate dialog edits a page's hero, OG and
// gallery images): one hero image and one Open Graph image (single choice) and a
// gallery of up to 24 (multi-select, in order), all from the media library. Saved together through
// the page action (intent update); the server refuses unknown ids and files that are no images.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { CmsConflictBanner } from "~/components/cms/cms-conflict-banner";
import { CmsFormActions } from "~/components/cms/cms-form-actions";
import { MediaField } from "~/features/media/media-field";
import { mediaSelectionLimits } from "~/features/media/media-selection";
import { PAGE_GALLERY_LIMIT, pageMessages } from "~/core/page-address/page-rules";
import { PAGES_ACTION_PATH, type PageActionRequest, type PageActionResult } from "./page-action-types";
import type { PageListRow } from "./page-list-model";
import { CmsDialog } from "~/components/cms/cms-dialog";

export interface PageImageValues {
  heroAssetId: number[];
  ogAssetId: number[];
  galleryAssetIds: number[];
}

type ImageField = keyof PageImageValues;

export function pageImageValues(page: Pick<PageListRow, "heroAssetId" | "ogAssetId" | "galleryAssetIds">): PageImageValues {
  return {
    heroAssetId: page.heroAssetId ? [page.heroAssetId] : [],
    ogAssetId: page.ogAssetId ? [page.ogAssetId] : [],
    galleryAssetIds: [...page.galleryAssetIds],
  };
}

/** The update the dialog sends: one id or null for hero and OG, the gallery in its order. */
export function pageImagesUpdate(values: PageImageValues) {
  return { heroAssetId: values.heroAssetId[0] ?? null, ogAssetId: values.ogAssetId[0] ?? null, galleryAssetIds: values.galleryAssetIds };
}

const imageFields: ImageField[] = ["heroAssetId", "ogAssetId", "galleryAssetIds"];

export function PageImagesDialog({ page, onClose }: { page: PageListRow; onClose: () => void }) {
  const fetcher = useFetcher<PageActionResult>({ key: `page-images-${page.id}` });
  const revalidator = useRevalidator();
  const [values, setValues] = useState(() => pageImageValues(page));
  const [errors, setErrors] = useState<Partial<Record<ImageField | "form", string>>>({});
  const handled = useRef<PageActionResult | undefined>(undefined);
  const close = useRef(onClose);
  close.current = onClose;
  const busy = fetcher.state !== "idle";

  // An answer is taken once the fetcher is idle again, i.e. once the page list has been loaded anew
  // after the save. Closed earlier, the dialog could be opened again on the list's old row (the old
  // images, the old revision), and that new dialog would take over this fetcher (same key) with its
  // success still in it, and close at once (tests/e2e/media-picker.spec.ts opens it right after saving).
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(pageMessages.imagesSaved);
      close.current();
      return;
    }
    const next: Partial<Record<ImageField | "form", string>> = {};
    for (const [key, message] of Object.entries(result.fieldErrors ?? {})) {
      next[imageFields.includes(key as ImageField) ? (key as ImageField) : "form"] = message;
    }
    if (!result.fieldErrors) next.form = result.conflict ? result.message || pageMessages.imagesSaveFailed : pageMessages.imagesSaveFailed;
    setErrors(next);
    toast.error(result.conflict ? result.message || pageMessages.imagesSaveFailed : pageMessages.imagesSaveFailed);
  }, [fetcher.data, fetcher.state]);

  const change = (field: ImageField) => (ids: number[]) => {
    setValues((current) => ({ ...current, [field]: ids }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const save = () => {
    const body: PageActionRequest = { intent: "update", data: { pageId: page.id, baseRevision: page.revision, updates: pageImagesUpdate(values) } };
    void fetcher.submit(JSON.stringify(body), { method: "post", action: PAGES_ACTION_PATH, encType: "application/json" });
  };

  return (
    <CmsDialog
      title={`Seitenbilder: ${page.title}`}
      description={<span className="break-all font-mono">{page.slug}</span>}
      onClose={onClose}
      className="w-[min(44rem,calc(100%-1rem))]"
    >
      <form
        className="flex flex-col gap-5"
        aria-busy={busy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <MediaField
          label="Hero-Bild"
          value={values.heroAssetId}
          onChange={change("heroAssetId")}
          limit={mediaSelectionLimits.hero}
          error={errors.heroAssetId}
          hint="Das grosse Bild oben auf der Seite."
          disabled={busy}
        />
        <MediaField
          label="Vorschaubild (Open Graph)"
          value={values.ogAssetId}
          onChange={change("ogAssetId")}
          limit={mediaSelectionLimits.single}
          error={errors.ogAssetId}
          hint="Erscheint, wenn die Seite in sozialen Medien oder Messengern geteilt wird."
          disabled={busy}
        />
        <MediaField
          label="Galerie"
          value={values.galleryAssetIds}
          onChange={change("galleryAssetIds")}
          limit={PAGE_GALLERY_LIMIT}
          error={errors.galleryAssetIds}
          hint={`Bis zu ${PAGE_GALLERY_LIMIT} Bilder, in der gewählten Reihenfolge.`}
          disabled={busy}
        />
        {errors.form ? (
          <CmsConflictBanner
            message={errors.form}
            onReload={fetcher.data?.conflict ? () => void revalidator.revalidate().then(() => close.current()) : undefined}
          />
        ) : null}
        <CmsFormActions busy={busy} onCancel={onClose} saveLabel="Bilder speichern" />
      </form>
    </CmsDialog>
  );
}
