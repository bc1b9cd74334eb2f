// The live preview of the edit mode (docs/decisions/0008-edit-mode.md): what a section would look like with the values the
// editor is typing, prepared by the public page's own pipeline (section-pipeline.server.ts) — settings
// read leniently, HTML sanitised — so the preview never runs script and never differs from the result.
import type { Queryable } from "#db/client.server";
import type { PageSection } from "#db/schema";
import type { SectionFormInput } from "./editor/section-action-types";
import { prepareSectionViews, type SectionSupport } from "./section-pipeline.server";
import type { SectionView } from "./section-view";

export interface SectionPreview extends SectionSupport {
  section: SectionView;
}

export async function previewSection(db: Queryable, sectionId: number, pageSlug: string, input: SectionFormInput): Promise<SectionPreview> {
  const now = new Date();
  const row: PageSection = {
    id: sectionId,
    pageSlug,
    pageSlugKey: "",
    sectionName: input.sectionName,
    sectionType: input.sectionType,
    sectionOrder: 0,
    contentHtml: input.contentHtml,
    contentPlain: null,
    isPublished: input.isPublished,
    settings: input.settings,
    mediaAssetIds: input.mediaAssetIds,
    translationKey: "",
    untranslated: [],
    fieldSourceRevisions: {},
    publishAt: null,
    unpublishAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const { sections, assets, icons, testimonials } = await prepareSectionViews(db, [row], { pageSlug });
  return { section: sections[0], assets, icons, testimonials };
}
