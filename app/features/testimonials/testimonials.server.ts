// The testimonials the service page shows (docs/product/cms-screens.md, "Testimonials"), ordered by
// sort_order. Changes run inside the caller's transaction (writeContent), which also
// drops the cached public pages.
import { and, asc, eq, max, sql } from "drizzle-orm";
import { sourceLanguage, type SiteLanguage } from "~/lib/languages";
import type { Queryable } from "#db/client.server";
import { mediaAssets, testimonials, type Testimonial } from "#db/schema";
import type { TestimonialInput } from "./testimonial-form";
import { moveChanges, type MoveDirection } from "./testimonial-order";

/**
 * The testimonials visitors see on a page of `language`, in their order (the testimonials section
 * shows them): a quote is in the language it was given in, and a French page shows French ones only.
 */
export async function loadPublishedTestimonials(db: Queryable, language: SiteLanguage = sourceLanguage) {
  return db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.isPublished, true), eq(testimonials.language, language)))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

/** Whether the portrait a testimonial names is an image of the library (none is fine). */
export async function portraitExists(db: Queryable, mediaAssetId: number | null): Promise<boolean> {
  if (mediaAssetId === null) return true;
  const [row] = await db.select({ mimeType: mediaAssets.mimeType }).from(mediaAssets).where(eq(mediaAssets.id, mediaAssetId)).limit(1);
  return Boolean(row?.mimeType.startsWith("image/"));
}

export async function listTestimonials(db: Queryable): Promise<Testimonial[]> {
  return db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

/** A new testimonial goes to the end of the list. */
export async function createTestimonial(tx: Queryable, input: TestimonialInput): Promise<Testimonial> {
  const [{ last }] = await tx.select({ last: max(testimonials.sortOrder) }).from(testimonials);
  const [row] = await tx
    .insert(testimonials)
    .values({ ...input, sortOrder: last === null ? 0 : last + 1 })
    .returning();
  return row;
}

export async function updateTestimonial(tx: Queryable, id: number, input: TestimonialInput): Promise<Testimonial | null> {
  const [row] = await tx
    .update(testimonials)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(testimonials.id, id))
    .returning();
  return row ?? null;
}

export async function setTestimonialPublished(tx: Queryable, id: number, published: boolean): Promise<Testimonial | null> {
  const [row] = await tx
    .update(testimonials)
    .set({ isPublished: published, updatedAt: sql`now()` })
    .where(eq(testimonials.id, id))
    .returning();
  return row ?? null;
}

export type MoveOutcome = "moved" | "at-edge" | "not-found";

export async function moveTestimonial(tx: Queryable, id: number, direction: MoveDirection): Promise<MoveOutcome> {
  // Locked, so two people moving at the same time cannot interleave their renumbering.
  const rows = await tx.select({ id: testimonials.id, sortOrder: testimonials.sortOrder }).from(testimonials).for("update");
  if (!rows.some((row) => row.id === id)) return "not-found";
  const changes = moveChanges(rows, id, direction);
  if (!changes) return "at-edge";
  for (const change of changes) {
    await tx
      .update(testimonials)
      .set({ sortOrder: change.sortOrder, updatedAt: sql`now()` })
      .where(eq(testimonials.id, change.id));
  }
  return "moved";
}

export async function deleteTestimonial(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  return rows.length > 0;
}
