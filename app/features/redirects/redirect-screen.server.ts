// The server side of /cms/weiterleitungen (docs/decisions/0013-page-addresses-and-redirects.md): the list for the screen, and its action (add, delete).
import { data } from "react-router";
import { z } from "zod";
import { db } from "#db/client.server";
import { pages } from "#db/schema";
import { logger } from "~/core/logger.server";
import type { ActionResult } from "~/components/cms/action-result";
import { requireOperation, requireStaff } from "~/features/auth/viewer.server";
import { writeContent } from "~/core/content/content-write.server";
import { formatSwissDateTimeShort } from "~/lib/date-format";
import { formText } from "~/lib/form-validation";
import { isRouterResponse } from "~/lib/router-response";
import type { RedirectFormValues } from "./redirect-editor";
import type { RedirectListItem } from "./redirect-list";
import { redirectIntents, redirectMessages } from "./redirect-rules";
import { createManualRedirect, deleteRedirect, listRedirects, RedirectValidationError } from "./redirects.server";

// de-CH like the other CMS lists (docs/product/limits-and-constants.md, "Dates and numbers"); one zone for server and browser.

/**
 * The screen's data: every redirect (with its language) and the page addresses the form offers as
 * targets. The route adds the languages to filter by (redirect-rules.ts filterLanguages), as it
 * reads the languages switched on from the settings, a feature this one does not build on.
 */
export async function loadRedirectScreen(request: Request) {
  await requireStaff(request, "redirects.manage");
  try {
    const [rows, pageRows] = await Promise.all([listRedirects(db()), db().select({ slug: pages.slug }).from(pages).orderBy(pages.slug)]);
    const items: RedirectListItem[] = rows.map((row) => ({
      id: row.id,
      sourcePath: row.sourcePath,
      targetPath: row.targetPath,
      statusCode: row.statusCode,
      origin: row.origin,
      language: row.language,
      createdBy: row.createdBy,
      createdAt: formatSwissDateTimeShort(row.createdAt),
      createdAtIso: row.createdAt.toISOString(),
      targetIsPage: row.targetIsPage,
    }));
    return { items, pageSlugs: pageRows.map((p) => p.slug), loadError: null };
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Weiterleitungen konnten nicht geladen werden");
    return { items: [] as RedirectListItem[], pageSlugs: [] as string[], loadError: redirectMessages.loadFailed };
  }
}

export type RedirectActionData = ActionResult & {
  intent: string;
  values?: RedirectFormValues;
};

const answer = (body: RedirectActionData, status = 200) => data(body, { status });
const idSchema = z.coerce.number().int().positive();

/** Add a redirect, or delete one. */
export async function handleRedirectAction(request: Request) {
  const viewer = await requireOperation(request, "redirects.manage");
  const form = await request.formData();
  const intent = formText(form, "intent");

  if (intent === redirectIntents.create) {
    const values: RedirectFormValues = {
      source: formText(form, "source"),
      target: formText(form, "target"),
      status: formText(form, "status", "301"),
    };
    try {
      await writeContent(viewer, "redirects.manage", (tx, viewer) => createManualRedirect(tx, values, viewer));
      return answer({ ok: true, intent, message: redirectMessages.created });
    } catch (error) {
      if (isRouterResponse(error)) throw error;
      if (error instanceof RedirectValidationError) {
        return answer({ ok: false, intent, message: redirectMessages.invalid, fieldErrors: error.fieldErrors, values }, 400);
      }
      logger.error({ error: (error as Error).message }, "Weiterleitung konnte nicht gespeichert werden");
      return answer({ ok: false, intent, message: redirectMessages.saveFailed, values }, 500);
    }
  }

  if (intent === redirectIntents.delete) {
    const id = idSchema.safeParse(form.get("id"));
    if (!id.success) return answer({ ok: false, intent, message: redirectMessages.notFound }, 400);
    try {
      const result = await writeContent(viewer, "redirects.manage", (tx) => deleteRedirect(tx, id.data));
      if (!result) return answer({ ok: false, intent, message: redirectMessages.notFound }, 404);
      return answer({ ok: true, intent, message: redirectMessages.deleted });
    } catch (error) {
      if (isRouterResponse(error)) throw error;
      logger.error({ error: (error as Error).message }, "Weiterleitung konnte nicht gelöscht werden");
      return answer({ ok: false, intent, message: redirectMessages.deleteFailed }, 500);
    }
  }

  return answer({ ok: false, intent, message: "Unbekannte Aktion." }, 400);
}
