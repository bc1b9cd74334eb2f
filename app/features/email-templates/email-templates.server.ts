// The e-mail templates (docs/product/data-model.md, email_templates): all of them ordered by template_name; insert;
// update by id; delete by id; each with its versions in other languages (template-versions.ts): rows
// sharing the template's name, one per language. Changes run inside the caller's transaction (writeContent).
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { emailTemplates, type EmailTemplate } from "#db/schema";
import { sendMail, type MailResult } from "~/features/mail/mail.server";
import { sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { DEFAULT_REPLY_TO, previewTemplate, type TemplateInput } from "./template-form";
import { germanOnlyTemplates } from "./template-versions";

/** The name is taken by another template (compared without case, as people read names). */
export class TemplateNameTaken extends Error {
  constructor() {
    super("Vorlagenname bereits vergeben");
  }
}

/** Why a version in another language cannot be made: it exists already, or the template is sent in German only. */
export class TemplateVersionRefused extends Error {
  constructor(readonly reason: "exists" | "germanOnly") {
    super(reason === "exists" ? "Sprachfassung gibt es schon" : "Vorlage nur auf Deutsch");
  }
}

/** The German version of a template that still has versions in other languages. */
export class GermanVersionInUse extends Error {
  constructor() {
    super("Deutsche Fassung hat Sprachfassungen");
  }
}

export async function listEmailTemplates(db: Queryable): Promise<EmailTemplate[]> {
  return db.select().from(emailTemplates).orderBy(asc(emailTemplates.templateName), asc(emailTemplates.id));
}

/** Another template (its German version) already has the name; a template's own versions share it. */
async function assertNameFree(tx: Queryable, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(
      sql`lower(${emailTemplates.templateName}) = lower(${name}) and ${emailTemplates.language} = ${sourceLanguage}${exceptId ? sql` and ${emailTemplates.id} <> ${exceptId}` : sql``}`,
    )
    .limit(1);
  if (clash) throw new TemplateNameTaken();
}

/** Postgres reports a unique violation as 23505 (drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === "23505") return true;
  }
  return false;
}

async function withUnique<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

/** A new template: its German version. */
export async function createEmailTemplate(tx: Queryable, input: TemplateInput): Promise<EmailTemplate> {
  await assertNameFree(tx, input.templateName);
  const [row] = await withUnique(
    () =>
      tx
        .insert(emailTemplates)
        .values({ ...input, language: sourceLanguage })
        .returning(),
    () => new TemplateNameTaken(),
  );
  return row;
}

/**
 * The updated version, or null when it no longer exists. A version in another language keeps the
 * template's name whatever was posted; renaming the German version renames its versions with it.
 */
export async function updateEmailTemplate(tx: Queryable, id: number, input: TemplateInput): Promise<EmailTemplate | null> {
  const [current] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for("update").limit(1);
  if (!current) return null;
  const german = current.language === sourceLanguage;
  const templateName = german ? input.templateName : current.templateName;
  if (german) await assertNameFree(tx, templateName, id);
  return withUnique(
    async () => {
      if (german && templateName !== current.templateName) {
        await tx
          .update(emailTemplates)
          .set({ templateName, updatedAt: sql`now()` })
          .where(and(eq(emailTemplates.templateName, current.templateName), ne(emailTemplates.id, id)));
      }
      const [row] = await tx
        .update(emailTemplates)
        .set({ ...input, templateName, updatedAt: sql`now()` })
        .where(eq(emailTemplates.id, id))
        .returning();
      return row ?? null;
    },
    () => new TemplateNameTaken(),
  );
}

/**
 * A version of the template in `language`, copied from its German version as the start of the
 * translation (the screen marks it until subject or body change: template-versions.ts isUntranslatedCopy).
 * Null when the German version no longer exists.
 */
export async function createTemplateVersion(tx: Queryable, germanId: number, language: SiteLanguage): Promise<EmailTemplate | null> {
  const [german] = await tx
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, germanId), eq(emailTemplates.language, sourceLanguage)))
    // Shared: the German version cannot be deleted while its copy is being made (deleteEmailTemplate).
    .for("share")
    .limit(1);
  if (!german) return null;
  if (germanOnlyTemplates.includes(german.templateName)) throw new TemplateVersionRefused("germanOnly");
  const [row] = await withUnique(
    () =>
      tx
        .insert(emailTemplates)
        .values({ templateName: german.templateName, language, subject: german.subject, html: german.html, replyTo: german.replyTo })
        .returning(),
    () => new TemplateVersionRefused("exists"),
  );
  return row;
}

/**
 * True when a version was deleted. The German version goes only with the template's last version:
 * while others exist it is their source and the mails' last fallback (GermanVersionInUse).
 */
export async function deleteEmailTemplate(tx: Queryable, id: number): Promise<boolean> {
  const [current] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for("update").limit(1);
  if (!current) return false;
  if (current.language === sourceLanguage) {
    // Locked too, so no version is added while the German one goes.
    const others = await tx
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.templateName, current.templateName), ne(emailTemplates.id, id)))
      .for("update");
    if (others.length > 0) throw new GermanVersionInUse();
  }
  const rows = await tx.delete(emailTemplates).where(eq(emailTemplates.id, id)).returning({ id: emailTemplates.id });
  return rows.length > 0;
}

/**
 * Sends the template, filled with the sample values, to the signed-in user's own address (SMTP, or
 * the outbox without it). Null when the template no longer exists.
 */
export async function sendTemplateTestMail(db: Queryable, id: number, to: string): Promise<MailResult | null> {
  const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id)).limit(1);
  if (!template) return null;
  const filled = previewTemplate(template);
  return sendMail(db, {
    to,
    subject: `[Test] ${filled.subject}`,
    html: filled.html,
    replyTo: template.replyTo ?? DEFAULT_REPLY_TO,
  });
}
