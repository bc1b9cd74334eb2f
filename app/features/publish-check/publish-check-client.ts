// What the screens need of the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md): the answer of its JSON route and
// where each finding is fixed. Safe for the browser.
import { pageEditorHref } from "~/features/pages/page-editor-href";
import { FIELD_PARAM, SECTION_PARAM } from "~/features/sections/editor/section-address";
import type { Finding, PublishCheckResult } from "./check-rules";

export const PUBLISH_CHECK_PATH = "/cms/api/veroeffentlichungs-check";

export type PublishCheckAnswer = { ok: true; result: PublishCheckResult } | { ok: false; message: string };

export function publishCheckUrl(pageId: number): string {
  return `${PUBLISH_CHECK_PATH}?seite=${pageId}`;
}

/** Query parameter of the route for several pages' counts: their ids, comma-separated. */
export const PAGES_PARAM = "seiten";

export type CheckCounts = { errors: number; hints: number };

export type PublishCheckCountsAnswer = { ok: true; counts: Record<string, CheckCounts> } | { ok: false; message: string };

export function publishCheckCountsUrl(pageIds: number[]): string {
  return `${PUBLISH_CHECK_PATH}?${PAGES_PARAM}=${pageIds.join(",")}`;
}

/** Query parameter of the page list: whose edit dialog to open. */
export const PAGE_PARAM = "seite";

/** Where a finding is fixed: its section in the section editor, or the page's edit dialog in the page list. */
export function findingHref(result: Pick<PublishCheckResult, "pageId" | "slug">, finding: Pick<Finding, "sectionId" | "field">): string {
  if (finding.sectionId === null) return `/cms/seiten?${PAGE_PARAM}=${result.pageId}`;
  const query = new URLSearchParams({ [SECTION_PARAM]: String(finding.sectionId), [FIELD_PARAM]: finding.field });
  return `${pageEditorHref(result.slug)}?${query}`;
}
