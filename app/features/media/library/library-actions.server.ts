// The media library's writes (docs/product/media.md, "Editing a file" and "Deleting and the logo"; docs/product/validation-and-messages.md, "Media"): edit title,
// category and alt text; delete (asking again when the file is still in use, the file removed after
// the row — a failing removal is only logged); set as the site logo; take a storage-only file into
// the library; change the category of, or delete, several selected files at once
// (tests/integration/media-library-selection.test.ts).
// Every write goes through writeContent(…, 'media.edit', …): right check, one transaction, caches
// dropped.
import type { ActionResult } from "~/components/cms/action-result";
import { eq, inArray, sql } from "drizzle-orm";
import { data } from "react-router";
import sharp from "sharp";
import { z } from "zod";
import { limitedString } from "~/lib/text-limit-schemas";
import type { Transaction } from "#db/client.server";
import { globalSettings, mediaAssets } from "#db/schema";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { writeContent } from "~/core/content/content-write.server";
import { reportOutsideChange } from "~/core/content/outside-change.server";
import { isRouterResponse } from "~/lib/router-response";
import { extensionOf, isSafeMediaName, normaliseEditCategory, syntheticAssetId, syntheticTitle, DEFAULT_CATEGORY } from "../file-names";
import { mediaMessages } from "../media-messages";
import { formatByExtension, isImageKind, isResizableImage, mediaKindOf, mimeTypeForFileName } from "../media-types";
import { removeVariants } from "../media-variants.server";
import { mediaStorage } from "../storage/configured-storage.server";
import { STORAGE_PROBE_TIMEOUT_MS } from "../storage/storage-health.server";
import { StorageUnavailableError } from "../storage/media-storage.server";
import type { AssetUsage } from "./library-assets";
import { MAX_BULK_SELECTION, usageByPlace, type PlaceUsage } from "./library-selection";
import { libraryIntents } from "./library-intents";
import { loadUsageIndex } from "./library.server";
import { formText } from "~/lib/form-validation";
import { sourceLanguage, translationLanguages } from "~/lib/languages";
import { ALT_TEXT_MAX, altTextFieldName, altTextLabel, withSentAltTexts } from "../alt-texts";

export { libraryIntents, type LibraryIntent } from "./library-intents";

export type LibraryActionData = ActionResult & {
  intent: string;
  id?: number;
  /** Delete of a file in use, not yet confirmed: where it is used. */
  needsConfirmation?: boolean;
  usage?: AssetUsage[];
  /** Bulk delete of files in use, not yet confirmed: every affected place once, with its files. */
  placeUsage?: PlaceUsage[];
  /** Bulk actions: the ids the answer is about. */
  ids?: number[];
};

const answer = (body: LibraryActionData, status = 200) => data(body, { status });

const idField = z.coerce
  .number()
  .int()
  .refine((n) => n !== 0 && Math.abs(n) <= 2 ** 31);
const updateSchema = z.object({
  id: z.coerce.number().int().positive(),
  title: limitedString(200).default(""),
  category: limitedString(60).default(""),
  altText: limitedString(ALT_TEXT_MAX).default(""),
  // A further language's alt text: absent when the form does not show that language (switched off), and then kept.
  ...Object.fromEntries(translationLanguages.map((language) => [altTextFieldName(language), limitedString(ALT_TEXT_MAX).optional()])),
});
const updateFieldLabels: Record<string, string> = {
  title: "Titel",
  category: "Kategorie",
  altText: altTextLabel(sourceLanguage),
  ...Object.fromEntries(translationLanguages.map((language) => [altTextFieldName(language), altTextLabel(language)])),
};
const deleteSchema = z.object({
  id: idField,
  filename: z.string().max(220).default(""),
  confirmInUse: z.string().optional(),
});
const logoSchema = z.object({ id: z.coerce.number().int().positive() });
const adoptSchema = z.object({ filename: z.string().min(1).max(220) });
// Bulk actions take library rows only (storage-only files have no row to change); repeats are
// dropped so a count compares with the rows found.
const bulkIdsSchema = z
  .array(
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  )
  .min(1)
  .max(MAX_BULK_SELECTION)
  .transform((ids) => [...new Set(ids)]);
const bulkCategorySchema = z.object({ ids: bulkIdsSchema, category: limitedString(60) });
const bulkDeleteSchema = z.object({ ids: bulkIdsSchema, confirmInUse: z.string().optional() });

function textOrNull(value: string): string | null {
  const clean = value.replace(/\s+/g, " ").trim();
  return clean || null;
}

async function findAsset(tx: Transaction, id: number) {
  const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
  return row;
}

type DeleteOutcome = { kind: "not-found" } | { kind: "in-use"; usage: AssetUsage[] } | { kind: "deleted"; filename: string };

type BulkDeleteOutcome = { kind: "not-found" } | { kind: "in-use"; placeUsage: PlaceUsage[] } | { kind: "deleted"; filenames: string[] };

/** Removes the row (after the caller confirmed a use); hero, Open Graph and logo references clear themselves (ON DELETE SET NULL). */
async function deleteAssetRow(tx: Transaction, id: number, confirmedInUse: boolean): Promise<DeleteOutcome> {
  const row = await findAsset(tx, id);
  if (!row) return { kind: "not-found" };
  const usage = (await loadUsageIndex(tx, [{ id: row.id, filename: row.filename }])).get(row.id) ?? [];
  if (usage.length > 0 && !confirmedInUse) return { kind: "in-use", usage };
  await reportOutsideChange(tx, { assetIds: [id] });
  await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
  return { kind: "deleted", filename: row.filename };
}

/** The stored file goes after the row is gone; its failure is logged, never shown (docs/product/media.md, "Deleting and the logo"). */
async function removeStoredFile(filename: string) {
  try {
    await mediaStorage().remove(filename);
  } catch (error) {
    logger.error({ error: (error as Error).message, filename }, "Mediendatei konnte nicht aus dem Speicher entfernt werden");
  }
  await removeVariants(env().cacheDir, filename).catch(() => undefined);
}

export async function handleLibraryAction(request: Request) {
  const viewer = await requireOperation(request, "media.edit");
  const form = await request.formData();
  const intent = formText(form, "intent");
  // Repeated fields (ids of a selection) are read with getAll; everything else is one value each.
  const idList = form.getAll("ids").filter((value): value is string => typeof value === "string");
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const fail = (error: unknown, message: string, id?: number) => {
    if (isRouterResponse(error)) throw error;
    logger.error({ intent, id, error: (error as Error).message }, "Aktion der Medienbibliothek fehlgeschlagen");
    // The bucket away (deleting a storage-only file, adopting one): say so, instead of a bare failure.
    if (error instanceof StorageUnavailableError) return answer({ ok: false, intent, id, message: mediaMessages.storageUnavailable }, 503);
    return answer({ ok: false, intent, id, message }, 500);
  };

  if (intent === libraryIntents.update) {
    const parsed = updateSchema.safeParse(values);
    if (!parsed.success) {
      // Say which field and why (the form's maxLength keeps people from getting here by typing).
      const issue = parsed.error.issues[0];
      const label = updateFieldLabels[String(issue?.path[0])];
      return answer({ ok: false, intent, message: label ? `${mediaMessages.updateFailed}: ${label} – ${issue.message}` : mediaMessages.updateFailed }, 400);
    }
    const { id, title, category, altText } = parsed.data;
    const sentAltTexts: Record<string, unknown> = parsed.data;
    try {
      const result = await writeContent(viewer, "media.edit", async (tx) => {
        const row = await findAsset(tx, id);
        if (!row) return null;
        await reportOutsideChange(tx, { assetIds: [id] });
        // Alt texts belong to images only (docs/product/media.md, "Editing a file": alt texts only exist for images), in every language.
        const image = isImageKind(mediaKindOf(row));
        const [updated] = await tx
          .update(mediaAssets)
          .set({
            title: textOrNull(title),
            category: normaliseEditCategory(category),
            altText: image ? textOrNull(altText) : row.altText,
            altTexts: image ? withSentAltTexts(row.altTexts, sentAltTexts) : row.altTexts,
          })
          .where(eq(mediaAssets.id, id))
          .returning({ id: mediaAssets.id });
        return updated;
      });
      if (!result) return answer({ ok: false, intent, id, message: mediaMessages.notFound }, 404);
      return answer({ ok: true, intent, id, message: mediaMessages.updateSucceeded });
    } catch (error) {
      return fail(error, mediaMessages.updateFailed, id);
    }
  }

  if (intent === libraryIntents.delete) {
    const parsed = deleteSchema.safeParse(values);
    if (!parsed.success) return answer({ ok: false, intent, message: mediaMessages.deleteFailed }, 400);
    const { id, filename, confirmInUse } = parsed.data;
    try {
      if (id < 0) {
        // A storage-only file: no row to remove, only the file (its id is derived from the name).
        if (!isSafeMediaName(filename) || syntheticAssetId(filename) !== id) {
          return answer({ ok: false, intent, id, message: mediaMessages.notFound }, 404);
        }
        const result = await writeContent(viewer, "media.edit", async (tx) => {
          const [row] = await tx.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.filename, filename)).limit(1);
          return !row;
        });
        if (!result) return answer({ ok: false, intent, id, message: mediaMessages.deleteFailed }, 409);
        if (!(await mediaStorage().remove(filename))) return answer({ ok: false, intent, id, message: mediaMessages.notFound }, 404);
        await removeVariants(env().cacheDir, filename).catch(() => undefined);
        return answer({ ok: true, intent, id, message: mediaMessages.deleteSucceeded });
      }
      const result = await writeContent(viewer, "media.edit", (tx) => deleteAssetRow(tx, id, confirmInUse === "1"));
      if (result.kind === "not-found") return answer({ ok: false, intent, id, message: mediaMessages.notFound }, 404);
      if (result.kind === "in-use") {
        return answer({ ok: false, intent, id, needsConfirmation: true, usage: result.usage, message: mediaMessages.deleteConfirmInUse }, 409);
      }
      await removeStoredFile(result.filename);
      return answer({ ok: true, intent, id, message: mediaMessages.deleteSucceeded });
    } catch (error) {
      return fail(error, mediaMessages.deleteFailed, id);
    }
  }

  if (intent === libraryIntents.setLogo) {
    const parsed = logoSchema.safeParse(values);
    if (!parsed.success) return answer({ ok: false, intent, message: mediaMessages.logoFailed }, 400);
    const { id } = parsed.data;
    try {
      const result = await writeContent(viewer, "media.edit", async (tx) => {
        const row = await findAsset(tx, id);
        if (!row || !isImageKind(mediaKindOf(row))) return false;
        await tx
          .insert(globalSettings)
          .values({ id: 1, logoAssetId: id })
          .onConflictDoUpdate({ target: globalSettings.id, set: { logoAssetId: id, updatedAt: sql`now()` } });
        return true;
      });
      if (!result) return answer({ ok: false, intent, id, message: mediaMessages.logoFailed }, 400);
      return answer({ ok: true, intent, id, message: mediaMessages.logoSucceeded });
    } catch (error) {
      return fail(error, mediaMessages.logoFailed, id);
    }
  }

  if (intent === libraryIntents.adopt) {
    const parsed = adoptSchema.safeParse(values);
    // Only names of accepted types: the library never takes in what an upload would refuse.
    if (!parsed.success || !isSafeMediaName(parsed.data.filename) || !formatByExtension(extensionOf(parsed.data.filename))) {
      return answer({ ok: false, intent, message: mediaMessages.adoptFailed }, 400);
    }
    const { filename } = parsed.data;
    try {
      const storage = mediaStorage();
      const stored = await storage.stat(filename);
      if (!stored) return answer({ ok: false, intent, message: mediaMessages.notFound }, 404);
      let size: { width: number | null; height: number | null } = { width: null, height: null };
      if (isResizableImage(filename)) {
        const bytes = await storage.get(filename);
        const meta = bytes
          ? await sharp(bytes)
              .metadata()
              .catch(() => null)
          : null;
        if (meta?.width && meta.height) size = { width: meta.width, height: meta.height };
      }
      const result = await writeContent(viewer, "media.edit", async (tx) => {
        const [row] = await tx
          .insert(mediaAssets)
          .values({
            filename,
            title: syntheticTitle(filename),
            category: DEFAULT_CATEGORY,
            mimeType: mimeTypeForFileName(filename),
            sizeBytes: stored.size,
            ...size,
          })
          .onConflictDoNothing({ target: mediaAssets.filename })
          .returning({ id: mediaAssets.id });
        return row;
      });
      if (!result) return answer({ ok: false, intent, message: mediaMessages.adoptFailed }, 409);
      return answer({ ok: true, intent, id: result.id, message: mediaMessages.adoptSucceeded });
    } catch (error) {
      return fail(error, mediaMessages.adoptFailed);
    }
  }

  if (intent === libraryIntents.bulkCategory) {
    const parsed = bulkCategorySchema.safeParse({ ids: idList, category: values.category });
    if (!parsed.success) return answer({ ok: false, intent, message: mediaMessages.bulkInvalidSelection }, 400);
    const { ids, category } = parsed.data;
    try {
      const result = await writeContent(viewer, "media.edit", async (tx) => {
        const rows = await tx.select({ id: mediaAssets.id }).from(mediaAssets).where(inArray(mediaAssets.id, ids));
        // One unknown id and nothing changes: the selection is stale (another tab deleted a file).
        if (rows.length !== ids.length) return null;
        // A category is the library's own order: no visitor sees it.
        await reportOutsideChange(tx, { assetIds: [] });
        await tx
          .update(mediaAssets)
          .set({ category: normaliseEditCategory(category) })
          .where(inArray(mediaAssets.id, ids));
        return ids.length;
      });
      if (result === null) return answer({ ok: false, intent, ids, message: mediaMessages.bulkNotFound }, 404);
      return answer({ ok: true, intent, ids, message: mediaMessages.bulkCategoryChanged(result) });
    } catch (error) {
      return fail(error, mediaMessages.updateFailed);
    }
  }

  if (intent === libraryIntents.bulkDelete) {
    const parsed = bulkDeleteSchema.safeParse({ ids: idList, confirmInUse: values.confirmInUse });
    if (!parsed.success) return answer({ ok: false, intent, message: mediaMessages.bulkInvalidSelection }, 400);
    const { ids, confirmInUse } = parsed.data;
    try {
      // The storage must answer before any row goes: with the bucket away the selection stays as it
      // was (503) instead of leaving files nobody can find in the library any more.
      await mediaStorage().probe(STORAGE_PROBE_TIMEOUT_MS);
      const result = await writeContent(viewer, "media.edit", async (tx): Promise<BulkDeleteOutcome> => {
        const rows = await tx
          .select({ id: mediaAssets.id, filename: mediaAssets.filename, title: mediaAssets.title })
          .from(mediaAssets)
          .where(inArray(mediaAssets.id, ids));
        if (rows.length !== ids.length) return { kind: "not-found" };
        const usage = await loadUsageIndex(tx, rows);
        const placeUsage = usageByPlace(rows.map((row) => ({ ...row, usage: usage.get(row.id) ?? [] })));
        if (placeUsage.length > 0 && confirmInUse !== "1") return { kind: "in-use", placeUsage };
        await reportOutsideChange(tx, { assetIds: ids });
        // Hero, Open Graph and logo references clear themselves (ON DELETE SET NULL), as for one file.
        await tx.delete(mediaAssets).where(inArray(mediaAssets.id, ids));
        return { kind: "deleted", filenames: rows.map((row) => row.filename) };
      });
      if (result.kind === "not-found") return answer({ ok: false, intent, ids, message: mediaMessages.bulkNotFound }, 404);
      if (result.kind === "in-use") {
        return answer({ ok: false, intent, ids, needsConfirmation: true, placeUsage: result.placeUsage, message: mediaMessages.bulkConfirmInUse }, 409);
      }
      // After the commit, as for one file: a file that cannot be removed is logged and later shows
      // as storage-only in the diagnostics, never as a row pointing at nothing.
      for (const filename of result.filenames) await removeStoredFile(filename);
      return answer({ ok: true, intent, ids, message: mediaMessages.bulkDeleted(result.filenames.length) });
    } catch (error) {
      return fail(error, mediaMessages.deleteFailed);
    }
  }

  return answer({ ok: false, intent, message: "Unbekannte Aktion." }, 400);
}
