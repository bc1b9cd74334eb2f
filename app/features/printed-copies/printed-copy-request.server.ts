// Receiving a request for a printed copy (docs/decisions/0047-printed-copies.md): protected like the contact form
// (app/features/contact/contact.server.ts) – the cross-site write guard and the body limit apply to every POST
// (server/csrf.ts, server/body-limit.ts), a trap field for bots, and a rate limit per sender kept in the table as a
// keyed hash – checked in the page's language, stored with its due date in one transaction, and answered in the
// visitor's language with the day the copy will be sent by.
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { printedCopyRequests } from "#db/schema";
import { keyedHash } from "~/core/keyed-hash.server";
import { logger } from "~/core/logger.server";
import { isSpamSubmission } from "~/features/contact/contact-rules";
import { fillText } from "~/features/site-language/fill-text";
import { formatDay } from "~/features/site-language/site-formats";
import { siteTexts } from "~/features/site-language/site-texts";
import type { SiteLanguage } from "~/lib/languages";
import { lastDayOf, PRINTED_COPY_RATE_LIMIT, printedCopyDueAt, validatePrintedCopy, type PrintedCopyField } from "./printed-copy-rules";

export const printedCopyIntent = "printed-copy";

export type PrintedCopyActionResult =
  | { intent: typeof printedCopyIntent; ok: true; message: string }
  | {
      intent: typeof printedCopyIntent;
      ok: false;
      message: string;
      fieldErrors?: Partial<Record<PrintedCopyField, string>>;
      values?: Record<string, string>;
      /** Too many requests from this sender: the action answers 429. */
      rateLimited?: true;
    };

class RateLimited extends Error {}

/**
 * `versionIds`: the versions the page offers (the product's versions visitors see in the page's language, from the
 * read model); a request names one of them.
 */
export async function receivePrintedCopyRequest(
  db: Database,
  form: Record<string, unknown>,
  { clientIp, language, versionIds, now = new Date() }: { clientIp: string; language: SiteLanguage; versionIds: readonly number[]; now?: Date },
): Promise<PrintedCopyActionResult> {
  const texts = siteTexts[language].documents;
  const dueAt = printedCopyDueAt(now);
  const success: PrintedCopyActionResult = {
    intent: printedCopyIntent,
    ok: true,
    message: fillText(texts.printSuccess, { date: formatDay(lastDayOf(dueAt), language) }),
  };
  if (isSpamSubmission(form)) {
    logger.warn("Gedruckte Ausgabe: Honeypot ausgefüllt, Anfrage verworfen");
    return success;
  }
  const checked = validatePrintedCopy(form, language, versionIds);
  if (!checked.ok) return { intent: printedCopyIntent, ok: false, message: checked.message, fieldErrors: checked.fieldErrors, values: checked.values };
  const input = checked.value;
  const clientKey = keyedHash("printed-copy", clientIp || "unknown");
  try {
    await db.transaction(async (tx) => {
      // Two requests of one sender at the same moment must not both find the window's budget unused.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`printed-copy-client:${clientKey}`}, 0))`);
      const since = new Date(now.getTime() - PRINTED_COPY_RATE_LIMIT.windowMinutes * 60_000);
      const [{ recent }] = await tx
        .select({ recent: count() })
        .from(printedCopyRequests)
        .where(and(eq(printedCopyRequests.clientKey, clientKey), gt(printedCopyRequests.receivedAt, since)));
      if (recent >= PRINTED_COPY_RATE_LIMIT.requests) throw new RateLimited();
      await tx.insert(printedCopyRequests).values({
        documentVersionId: input.version,
        visitorLanguage: language,
        name: input.name,
        institution: input.institution,
        address: input.address,
        email: input.email,
        message: input.message || null,
        receivedAt: now,
        dueAt,
        clientKey,
      });
    });
  } catch (error) {
    const values = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    if (error instanceof RateLimited) return { intent: printedCopyIntent, ok: false, message: texts.printRateLimited, values, rateLimited: true };
    logger.error({ error: (error as Error).message }, "Anfrage für eine gedruckte Ausgabe konnte nicht gespeichert werden");
    return { intent: printedCopyIntent, ok: false, message: siteTexts[language].contact.failure, values };
  }
  return success;
}
