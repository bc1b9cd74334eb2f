// What the CMS home shows besides page management (docs/product/cms-screens.md, "CMS overview"): counts and the newest
// contact messages, all read from the database (no placeholder numbers).
import { count, desc, eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { contactMessages, pageSections, pages } from "#db/schema";
import type { BuildInfo } from "~/core/build-info.server";
import { formatSwissDateTime } from "~/lib/date-format";
import { truncateText } from "~/lib/text";

/** Previews show the first 100 characters (docs/product/limits-and-constants.md, "Previews and excerpts"). */
export const MESSAGE_PREVIEW_LENGTH = 100;
export const LATEST_MESSAGES_LIMIT = 5;

// Formatted on the server in one fixed zone, so the browser renders the same text.
const buildDateFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Zurich",
});

export type OverviewCounts = { publishedPages: number; publishedSections: number; newMessages: number };

export type MessagePreview = {
  id: number;
  name: string;
  email: string;
  date: string;
  dateIso: string;
  preview: string;
  /** Not yet marked done in the inbox. */
  isNew: boolean;
};

export async function loadOverviewCounts(db: Queryable): Promise<OverviewCounts> {
  // PGlite answers one query at a time anyway; three small counts keep each one obvious.
  const [[pageRow], [sectionRow], [messageRow]] = await Promise.all([
    db.select({ n: count() }).from(pages).where(eq(pages.published, true)),
    db.select({ n: count() }).from(pageSections).where(eq(pageSections.isPublished, true)),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  return { publishedPages: pageRow.n, publishedSections: sectionRow.n, newMessages: messageRow.n };
}

export async function loadLatestMessages(db: Queryable, limit = LATEST_MESSAGES_LIMIT): Promise<MessagePreview[]> {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    date: formatSwissDateTime(row.createdAt),
    dateIso: row.createdAt.toISOString(),
    preview: truncateText(row.message, MESSAGE_PREVIEW_LENGTH),
    isNew: row.status === "new",
  }));
}

/** The build id as its first 8 characters, the date de-DE (docs/product/limits-and-constants.md, "Dates and numbers"). */
export function describeBuild(info: BuildInfo): { id: string; date: string | null } {
  const date = new Date(info.timestamp);
  return {
    id: info.build.trim().slice(0, 8) || "lokal",
    date: Number.isNaN(date.getTime()) ? null : buildDateFormat.format(date),
  };
}
