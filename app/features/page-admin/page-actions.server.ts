// The action behind 'Seiten verwalten' (docs/product/cms-screens.md, "Page list ('Seiten verwalten')"; docs/product/validation-and-messages.md, "Pages"). Every change goes
// through writeContent (rights, one transaction, caches) and carries the revision the list showed.
import { data } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { can } from "~/core/access/access-control";
import { requireOperation } from "~/features/auth/viewer.server";
import { writeContent } from "~/core/content/content-write.server";
import { isRouterResponse } from "~/lib/router-response";
import { PublishCheckRefused, storeCheckResult, withPublishCheck } from "~/features/publish-check/publish-check.server";
import { RevisionConflictError } from "~/core/revisions/page-history.server";
import { ApprovalError, approvalRequired } from "~/features/approval/approval.server";
import { publishApprovedVersion } from "~/features/page-admin/publish-approved.server";
import { createPage, pageById, deletePage, duplicatePage, PageNotFoundError, PageValidationError, setPagePublished, updatePage } from "./page-admin.server";
import { movePage, previewPageMove } from "./page-move.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { languageVersionMessages } from "~/features/page-admin/language-version-rules";
import { translatorRefusalMessage } from "~/core/access/translator-scope-error";
import { pageActionRequestSchema, pageDeleteTexts, type PageActionResult, type PageIntent, type ParsedPageAction } from "./page-action-types";

export const pageActionMessages = {
  created: "Neue Seite erstellt",
  /** docs/product/validation-and-messages.md, "Pages": a page created with a title. */
  createdNamed: (title: string) => `Seite "${title}" erstellt`,
  moved: (count: number) => (count === 1 ? "Seite verschoben" : `Seite und ${count - 1} Unterseite${count === 2 ? "" : "n"} verschoben`),
  moveFailed: "Fehler beim Verschieben der Seite",
  updated: "Seite aktualisiert",
  updateFailed: "Fehler beim Aktualisieren der Seite",
  duplicated: "Seite erfolgreich dupliziert",
  duplicateFailed: "Fehler beim Duplizieren der Seite",
  published: "Seite veröffentlicht",
  drafted: "Seite als Entwurf gespeichert",
  toggleFailed: "Fehler beim Ändern des Status",
  deleted: "Seite erfolgreich gelöscht",
  deleteFailed: "Fehler beim Löschen der Seite",
  adminsOnly: pageDeleteTexts.adminsOnly,
  invalid: "Operation failed",
  versionFailed: "Fehler beim Anlegen der Sprachfassung",
  publishRefused: "Veröffentlichen und Zurückziehen kann nur die Redaktion.",
  structureRefused: "Seiten und Sprachfassungen anlegen, duplizieren oder verschieben kann nur die Redaktion.",
} as const;

/** Intents that create pages or change where they live ("pages.structure"). */
const structureIntents = new Set<PageIntent>(["create", "duplicate", "move", "create-version"]);

function answer(result: PageActionResult, status = 200) {
  return data<PageActionResult>(result, { status });
}

/** Reads the JSON body under its contract; anything malformed is answered with 400, nothing changed. */
function parseRequest(body: unknown): ParsedPageAction | null {
  const parsed = pageActionRequestSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

const failureMessage: Record<PageIntent, string> = {
  create: "Fehler: Unbekannter Fehler",
  update: pageActionMessages.updateFailed,
  duplicate: pageActionMessages.duplicateFailed,
  toggle: pageActionMessages.toggleFailed,
  delete: pageActionMessages.deleteFailed,
  "plan-move": pageActionMessages.moveFailed,
  move: pageActionMessages.moveFailed,
  "create-version": pageActionMessages.versionFailed,
};

export async function handlePageAction(request: Request) {
  // 401 without a session before the body is even read.
  const viewer = await requireOperation(request, "pages.edit");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const parsed = parseRequest(body);
  if (!parsed) return answer({ intent: null, ok: false, message: pageActionMessages.invalid }, 400);
  const { intent } = parsed;
  if (intent === "delete" && !can(viewer.role, "pages.delete")) {
    return answer({ intent, ok: false, message: pageActionMessages.adminsOnly }, 403);
  }
  // Translators edit texts only (docs/decisions/0038-translator-role.md); the page history refuses
  // anything more of theirs as well, this says so before anything is read.
  const needs = intent === "toggle" ? "pages.publish" : structureIntents.has(intent) ? "pages.structure" : null;
  if (needs && !can(viewer.role, needs)) {
    return answer({ intent, ok: false, message: needs === "pages.publish" ? pageActionMessages.publishRefused : pageActionMessages.structureRefused }, 403);
  }
  try {
    switch (parsed.intent) {
      case "create": {
        const result = await writeContent(viewer, "pages.edit", (tx, v) => createPage(tx, parsed.data, { author: v }));
        return answer({
          intent,
          ok: true,
          message: parsed.data.title?.trim() ? pageActionMessages.createdNamed(result.page.title) : pageActionMessages.created,
          data: { pageId: result.page.id, slug: result.page.slug, revision: result.revision, warning: result.warning },
        });
      }
      case "update": {
        const { pageId, baseRevision, updates, publishAnyway = false } = parsed.data;
        const result = await writeContent(viewer, "pages.edit", (tx, v) =>
          withPublishCheck(tx, pageId, publishAnyway, () => updatePage(tx, pageId, updates, { author: v, baseRevision }), v),
        );
        return answer({
          intent,
          ok: true,
          message: pageActionMessages.updated,
          data: { pageId, slug: result.page.slug, revision: result.revision },
        });
      }
      case "plan-move": {
        // Reads only: the viewer's right to edit pages was checked above.
        const { pageId, ...target } = parsed.data;
        const changes = await previewPageMove(db(), pageId, target);
        return answer({ intent, ok: true, message: "", data: { pageId, changes } });
      }
      case "move": {
        const { pageId, baseRevision, ...target } = parsed.data;
        const result = await writeContent(viewer, "pages.edit", (tx, v) => movePage(tx, pageId, target, { author: v, baseRevision }));
        return answer({
          intent,
          ok: true,
          message: pageActionMessages.moved(result.changes.length),
          data: { pageId, slug: result.slug, revision: result.revision, changes: result.changes },
        });
      }
      case "duplicate": {
        const result = await writeContent(viewer, "pages.edit", (tx, v) => duplicatePage(tx, parsed.data.pageId, { author: v }));
        return answer({
          intent,
          ok: true,
          message: pageActionMessages.duplicated,
          data: { pageId: result.page.id, slug: result.page.slug, revision: result.revision },
        });
      }
      case "toggle": {
        const { pageId, baseRevision, published, publishAnyway = false } = parsed.data;
        const result = await writeContent(viewer, "pages.edit", async (tx, v) =>
          // A page that needs 'Freigabe' publishes its approved revision, also when it is live already (docs/decisions/0039-approval.md).
          published && (await approvalRequired(tx, await pageById(tx, pageId, { author: v, baseRevision })))
            ? publishApprovedVersion(tx, pageId, { author: v, baseRevision, publishAnyway })
            : withPublishCheck(tx, pageId, publishAnyway, () => setPagePublished(tx, pageId, published, { author: v, baseRevision }), v),
        );
        return answer({
          intent,
          ok: true,
          message: published ? pageActionMessages.published : pageActionMessages.drafted,
          data: { pageId, revision: result.revision },
        });
      }
      case "create-version": {
        const result = await writeContent(viewer, "pages.edit", (tx, v) => createLanguageVersion(tx, parsed.data, { author: v }));
        return answer({
          intent,
          ok: true,
          message: languageVersionMessages.created(parsed.data.language),
          data: { pageId: result.page.id, slug: result.page.slug, revision: result.revision },
        });
      }
      case "delete": {
        const { pageId, baseRevision } = parsed.data;
        const result = await writeContent(viewer, "pages.delete", (tx, v) => deletePage(tx, pageId, { author: v, baseRevision }));
        return answer({
          intent,
          ok: true,
          message: pageActionMessages.deleted,
          data: { pageId, slug: result.slug, revision: result.revision },
        });
      }
    }
  } catch (error) {
    // Answered in the list like its other refusals (a toast), not as an error page.
    const translatorRefused = translatorRefusalMessage(error);
    if (translatorRefused) return answer({ intent, ok: false, message: translatorRefused }, 403);
    if (isRouterResponse(error)) throw error;
    if (error instanceof RevisionConflictError) return answer({ intent, ok: false, message: error.message, conflict: true }, 409);
    if (error instanceof PublishCheckRefused) {
      // The refused publication rolled back; the counts it found still belong in the page list.
      await storeCheckResult(db(), error.report, null);
      return answer({ intent, ok: false, message: error.message, data: { publishCheck: error.report } }, 409);
    }
    if (error instanceof PageValidationError) {
      return answer({ intent, ok: false, message: intent === "create" ? `Fehler: ${error.message}` : error.message, fieldErrors: error.fieldErrors }, 400);
    }
    if (error instanceof ApprovalError) return answer({ intent, ok: false, message: error.message, conflict: error.status === 409 }, error.status);
    if (error instanceof PageNotFoundError) return answer({ intent, ok: false, message: error.message }, 404);
    logger.error({ error: (error as Error).message, intent }, "Seitenaktion fehlgeschlagen");
    return answer({ intent, ok: false, message: failureMessage[intent] }, 500);
  }
}
