// 'Vorschau-Link' (tests/integration/preview-links.test.ts): creating, listing and revoking a page's preview links, and resolving the
// token of a visitor's request. Every write is one transaction; the token itself is returned once by
// createPreviewLink and never stored (preview-token.server.ts).
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, Queryable } from "#db/client.server";
import { pages, previewLinks, type Page, type PreviewLink } from "#db/schema";
import { isWellFormedPreviewToken, previewDaysSchema, previewExpiry, previewLinkState, previewLinkTexts, type PreviewLinkListItem } from "./preview-link-rules";
import { hashPreviewToken, newPreviewToken } from "./preview-token.server";

export interface PreviewAuthor {
  id: string;
  email: string;
}

/** A refusal with its German message, the HTTP status to answer with, and field errors for the form. */
export class PreviewLinkError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: { days?: string },
  ) {
    super(message);
  }
}

const idSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

export function parsePageId(value: unknown): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new PreviewLinkError(previewLinkTexts.pageNotFound, 404);
  return parsed.data;
}

async function requirePage(db: Queryable, pageId: number): Promise<Page> {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw new PreviewLinkError(previewLinkTexts.pageNotFound, 404);
  return page;
}

function toListItem(link: PreviewLink, now: Date): PreviewLinkListItem {
  return {
    id: link.id,
    createdBy: link.createdBy,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    revokedBy: link.revokedBy,
    state: previewLinkState(link, now),
  };
}

/** A page's links, newest first, each with its state at `now`. */
export async function listPreviewLinks(db: Queryable, pageId: number, now = new Date()): Promise<PreviewLinkListItem[]> {
  await requirePage(db, pageId);
  const rows = await db.select().from(previewLinks).where(eq(previewLinks.pageId, pageId)).orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
  return rows.map((row) => toListItem(row, now));
}

/** Creates a link valid for `days` (1–30, default 7). The token is in the answer and nowhere else. */
export async function createPreviewLink(
  db: Database,
  input: { pageId: unknown; days: unknown },
  author: PreviewAuthor,
  now = new Date(),
): Promise<{ token: string; link: PreviewLinkListItem }> {
  const pageId = parsePageId(input.pageId);
  const days = previewDaysSchema.safeParse(input.days);
  if (!days.success) throw new PreviewLinkError(previewLinkTexts.daysInvalid, 400, { days: previewLinkTexts.daysInvalid });
  const token = newPreviewToken();
  const link = await db.transaction(async (tx) => {
    await requirePage(tx, pageId);
    const [row] = await tx
      .insert(previewLinks)
      .values({
        pageId,
        tokenHash: hashPreviewToken(token),
        createdById: author.id,
        createdBy: author.email,
        createdAt: now,
        expiresAt: previewExpiry(now, days.data),
      })
      .returning();
    return row;
  });
  return { token, link: toListItem(link, now) };
}

/** Revokes one link of the page; a link already revoked stays as it was (409). */
export async function revokePreviewLink(
  db: Database,
  input: { pageId: unknown; linkId: unknown },
  author: PreviewAuthor,
  now = new Date(),
): Promise<PreviewLinkListItem> {
  const pageId = parsePageId(input.pageId);
  const linkId = idSchema.safeParse(input.linkId);
  if (!linkId.success) throw new PreviewLinkError(previewLinkTexts.linkNotFound, 404);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(previewLinks)
      .where(and(eq(previewLinks.id, linkId.data), eq(previewLinks.pageId, pageId)))
      .for("update")
      .limit(1);
    if (!link) throw new PreviewLinkError(previewLinkTexts.linkNotFound, 404);
    if (link.revokedAt) throw new PreviewLinkError(previewLinkTexts.alreadyRevoked, 409);
    const [row] = await tx.update(previewLinks).set({ revokedAt: now, revokedBy: author.email }).where(eq(previewLinks.id, link.id)).returning();
    return toListItem(row, now);
  });
}

export type PreviewResolution = { state: "active"; page: Page; expiresAt: Date } | { state: "gone" } | { state: "unknown" };

/**
 * What a visitor's token opens: the page while the link is active; 'gone' once it expired or was
 * revoked (410); 'unknown' for a token that never existed or whose page was deleted (404).
 */
export async function resolvePreviewToken(db: Queryable, token: string, now = new Date()): Promise<PreviewResolution> {
  if (!isWellFormedPreviewToken(token)) return { state: "unknown" };
  const [row] = await db
    .select({ link: previewLinks, page: pages })
    .from(previewLinks)
    .innerJoin(pages, eq(pages.id, previewLinks.pageId))
    .where(eq(previewLinks.tokenHash, hashPreviewToken(token)))
    .limit(1);
  if (!row) return { state: "unknown" };
  if (previewLinkState(row.link, now) !== "aktiv") return { state: "gone" };
  return { state: "active", page: row.page, expiresAt: row.link.expiresAt };
}
