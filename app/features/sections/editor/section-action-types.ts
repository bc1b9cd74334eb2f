// The section editor's one action (docs/product/cms-screens.md, "Page section editor"; docs/product/validation-and-messages.md, "Sections"):
// a body of intent and data, each change based on the revision the editor showed, and its answer.
import type { ActionResult } from "~/components/cms/action-result";
import type { TestimonialView } from "../section-view";
import type { AssetView } from "~/features/media/asset-view";

// The request body is a zod contract shared with the server (section-action-contract.ts).
export type { RestorableSectionKey, SectionFormInput } from "./section-action-contract";
/** A body as the browser sends it. */
export type { SectionActionBody as SectionActionRequest } from "./section-action-contract";
import type { SectionActionBody } from "./section-action-contract";

export type SectionIntent = SectionActionBody["intent"];

/** What an action made or changed: the page's new revision and the section it concerns; 'preview-support' answers what it read. */
export interface SectionActionData {
  revision?: number;
  sectionId?: number;
  /** The answer to 'preview-support'. */
  support?: PreviewSupportData;
}

/** The CMS's one answer (field errors keyed like 'sectionName' or 'settings.items.0.title'), with the intent it answers. */
export type SectionActionResult = ActionResult<SectionActionData> & { intent: SectionIntent | null };

/** Library files in the page's language, by id; the published testimonials when they were asked for, else null. */
export interface PreviewSupportData {
  assets: Record<number, AssetView>;
  testimonials: TestimonialView[] | null;
}
