// The e-mail templates (the spec's email_templates entity and its calls: "select all ordered by template_name; insert;
// update by id; delete by id"). Changes run inside the caller's transaction (writeContent).
import { asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { emailTemplates, type EmailTemplate } from "#db/schema";
import { sendMail, type MailResult } from "~/features/mail/mail.server";
import { DEFAULT_REPLY_TO, previewTemplate, type TemplateInput } from "./template-form";

/** The name is taken by another template (compared without case, as people read names). */
export class TemplateNameTaken extends Error {
  constructor() {
    super("Vorlagenname bereits vergeben");
  }
}

export async function listEmailTemplates(db: Queryable): Promise<EmailTemplate[]> {
  return db.select().from(emailTemplates).orderBy(asc(emailTemplates.templateName), asc(emailTemplates.id));
}

async function assertNameFree(tx: Queryable, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(sql`lower(${emailTemplates.templateName}) = lower(${name})${exceptId ? sql` and ${emailTemplates.id} <> ${exceptId}` : sql``}`)
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

async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new TemplateNameTaken();
    throw error;
  }
}

export async function createEmailTemplate(tx: Queryable, input: TemplateInput): Promise<EmailTemplate> {
  await assertNameFree(tx, input.templateName);
  const [row] = await withUniqueName(() => tx.insert(emailTemplates).values(input).returning());
  return row;
}

/** The updated template, or null when it no longer exists. */
export async function updateEmailTemplate(tx: Queryable, id: number, input: TemplateInput): Promise<EmailTemplate | null> {
  await assertNameFree(tx, input.templateName, id);
  const [row] = await withUniqueName(() =>
    tx
      .update(emailTemplates)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(emailTemplates.id, id))
      .returning(),
  );
  return row ?? null;
}

/** True when a template was deleted. */
export async function deleteEmailTemplate(tx: Queryable, id: number): Promise<boolean> {
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
