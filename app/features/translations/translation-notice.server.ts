// The daily notice 'Übersetzungen veraltet' (docs/decisions/0038-translator-role.md): each translator of
// a language with out-of-date versions gets one mail listing them, with links into the editors, at most
// one a day, and only when something became out of date since their last notice. Off until an
// administrator switches it on (global_settings.translation_notices).
//
// Any number of processes run the job; a transaction-scoped advisory lock lets one of them do a run
// and the others skip it, and the translator's row (when and what they were last told) is written in
// that same transaction with the mail's outbox record.
import { and, eq, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { db as processDb, rowsOf, type Database, type Queryable } from "#db/client.server";
import { emailTemplates, globalSettings, translatorProfiles, user } from "#db/schema";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { sendMail } from "~/features/mail/mail.server";
import { fillPlaceholders } from "~/features/mail/placeholders";
import { pageEditorHref } from "~/features/pages/page-editor-href";
import { ZURICH_TIME_ZONE } from "~/features/scheduling/zurich-time";
import { company } from "~/lib/company";
import { translatesLanguage } from "~/features/language-versions/translator-scope";
import { isSiteLanguage, languageFacts, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { escapeHtml } from "~/lib/text";
import { startPeriodicJob } from "~/lib/periodic-job";
import { outdatedFields, translationOverview } from "./translation-status.server";

/** The e-mail template's name, as the e-mail templates screen lists it. */
export const NOTICE_TEMPLATE = "Übersetzungen veraltet";

/**
 * The German default, editable under 'E-Mail-Vorlagen': {{name}} the translator, {{anzahl}} how many
 * versions are out of date, {{seiten}} their list with links into the editors.
 */
export const noticeTemplateDefault = {
  templateName: NOTICE_TEMPLATE,
  subject: "Übersetzungen veraltet: {{anzahl}} Seiten brauchen eine Anpassung",
  html:
    `<!DOCTYPE html><html lang="de-CH"><head><meta charset="utf-8"><title>${company.name}</title></head>` +
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#2f3a48;">' +
    "<p>Guten Tag {{name}}</p>" +
    "<p>Seit Ihrer letzten Benachrichtigung haben sich deutsche Texte geändert. Diese Übersetzungen sind veraltet ({{anzahl}}):</p>" +
    "{{seiten}}" +
    "<p>Jeder Link öffnet die Fassung im Seiten-Editor; dort sehen Sie den alten und den neuen deutschen Text nebeneinander.</p>" +
    `<p>Freundliche Grüsse<br>${company.name}</p></body></html>`,
  replyTo: company.email,
};

const dayOf = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZURICH_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

/** Whether two instants fall on the same day in Zurich (the notice's "at most once a day"). */
export function sameZurichDay(a: Date, b: Date): boolean {
  return dayOf(a) === dayOf(b);
}

export interface OutdatedVersion {
  language: SiteLanguage;
  title: string;
  slug: string;
  fieldCount: number;
  /** One key per out-of-date field and the German text it now has: a later change of that text is news again. */
  keys: string[];
}

/** Every out-of-date version of the switched-on languages, with its fields' keys. */
export async function outdatedVersions(db: Queryable): Promise<OutdatedVersion[]> {
  const rows = await translationOverview(db);
  const result: OutdatedVersion[] = [];
  for (const row of rows) {
    for (const [language, version] of Object.entries(row.versions)) {
      if (!isSiteLanguage(language) || !version || version.state !== "veraltet" || !version.pageId || !version.slug) continue;
      const fields = await outdatedFields(db, version.pageId);
      const keys = fields.map((f) => `${version.pageId}:${f.id}:${createHash("sha256").update(f.newText).digest("hex").slice(0, 16)}`);
      result.push({ language, title: row.title, slug: version.slug, fieldCount: fields.length, keys });
    }
  }
  return result;
}

/** The {{seiten}} list: one line per version, its language, changed fields and a link into its editor. */
export function noticeList(versions: readonly OutdatedVersion[], siteUrl: string): string {
  const items = versions.map((v) => {
    const href = `${siteUrl}${pageEditorHref(v.slug)}`;
    const fields = v.fieldCount === 1 ? "1 Feld" : `${v.fieldCount} Felder`;
    return `<li><a href="${escapeHtml(href)}">${escapeHtml(v.title)}</a> – ${languageFacts[v.language].staffName}, ${fields}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}

/** What one translator is told now, or why nothing (pure: the rules the tests pin). */
export function noticeFor(
  translator: { languages: readonly SiteLanguage[]; noticeSentAt: Date | null; noticeKeys: readonly string[] },
  versions: readonly OutdatedVersion[],
  now: Date,
): { send: false; reason: "nothing-out-of-date" | "already-today" | "nothing-new" } | { send: true; versions: OutdatedVersion[]; keys: string[] } {
  const theirs = versions.filter((v) => translatesLanguage(translator.languages, v.language));
  if (!theirs.length) return { send: false, reason: "nothing-out-of-date" };
  if (translator.noticeSentAt && sameZurichDay(translator.noticeSentAt, now)) return { send: false, reason: "already-today" };
  const keys = theirs.flatMap((v) => v.keys);
  const known = new Set(translator.noticeKeys);
  if (keys.every((key) => known.has(key))) return { send: false, reason: "nothing-new" };
  return { send: true, versions: theirs, keys };
}

export interface NoticeRun {
  /** False when the notice is switched off or another process held the lock. */
  ran: boolean;
  sent: string[];
}

/** One run: every translator who has something new out of date and had no notice today gets one. */
export async function sendTranslationNotices(database: Database = processDb(), now: Date = new Date()): Promise<NoticeRun> {
  return database.transaction(async (tx) => {
    const [{ locked }] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended('auralis:translation-notice', 0)) as locked`,
    );
    if (!locked) return { ran: false, sent: [] };
    const [settings] = await tx.select({ on: globalSettings.translationNotices, languages: globalSettings.languages }).from(globalSettings).limit(1);
    if (!settings?.on) return { ran: false, sent: [] };
    // The template exists on sites seeded before the notice did, too, so it can be edited like the others.
    await tx
      .insert(emailTemplates)
      .values({ ...noticeTemplateDefault, language: sourceLanguage })
      .onConflictDoNothing();
    const [template] = await tx
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.templateName, NOTICE_TEMPLATE), eq(emailTemplates.language, sourceLanguage)))
      .limit(1);
    const translators = await tx
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        languages: translatorProfiles.languages,
        noticeSentAt: translatorProfiles.noticeSentAt,
        noticeKeys: translatorProfiles.noticeKeys,
      })
      .from(user)
      .leftJoin(translatorProfiles, eq(translatorProfiles.userId, user.id))
      .where(and(eq(user.role, "translator"), sql`coalesce(${user.banned}, false) = false`));
    if (!translators.length || !template) return { ran: true, sent: [] };
    const versions = await outdatedVersions(tx);
    const siteUrl = env().siteUrl;
    const sent: string[] = [];
    for (const translator of translators) {
      const notice = noticeFor(
        { languages: (translator.languages ?? []).filter(isSiteLanguage), noticeSentAt: translator.noticeSentAt, noticeKeys: translator.noticeKeys ?? [] },
        versions,
        now,
      );
      if (!notice.send) continue;
      const values = { name: translator.name || translator.email, anzahl: String(notice.versions.length) };
      // {{seiten}} is HTML of our own making (its texts escaped); the other placeholders are filled as everywhere.
      const html = fillPlaceholders(template.html.replace(/\{\{\s*seiten\s*\}\}/gi, noticeList(notice.versions, siteUrl)), values, "html");
      await sendMail(tx, { to: translator.email, subject: fillPlaceholders(template.subject, values, "text"), html, replyTo: template.replyTo });
      await tx
        .insert(translatorProfiles)
        .values({ userId: translator.id, noticeSentAt: now, noticeKeys: notice.keys })
        .onConflictDoUpdate({ target: translatorProfiles.userId, set: { noticeSentAt: now, noticeKeys: notice.keys } });
      sent.push(translator.email);
    }
    return { ran: true, sent };
  });
}

export const NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the notice hourly in this process (each translator still gets at most one a day). */
export function startTranslationNoticeJob(options: { database?: () => Database; intervalMs?: number; firstRunMs?: number } = {}): () => Promise<void> {
  const database = options.database ?? processDb;
  return startPeriodicJob({
    onFailure: (error) => logger.error({ error: error.message }, "Benachrichtigung «Übersetzungen veraltet» fehlgeschlagen"),
    intervalMs: options.intervalMs ?? NOTICE_INTERVAL_MS,
    firstRunMs: options.firstRunMs ?? 60_000,
    run: async () => {
      const run = await sendTranslationNotices(database());
      if (run.sent.length) logger.info({ count: run.sent.length }, "Benachrichtigung «Übersetzungen veraltet» verschickt");
    },
  });
}
