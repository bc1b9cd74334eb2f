// Where a page's sections are edited. The home page's slug "/" would leave the address without a
// slug, so it has its own segment.
export const HOME_EDITOR_SEGMENT = "startseite";

export function pageEditorHref(slug: string): string {
  return slug === "/" ? `/cms/page-editor/${HOME_EDITOR_SEGMENT}` : `/cms/page-editor${slug}`;
}
