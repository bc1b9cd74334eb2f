// The mails of the 'Freigabe' (docs/decisions/0039-approval.md), through the e-mail templates (editable like the
// others on 'E-Mail-Vorlagen'; German only, they go to staff). Sent after the change committed: a mail
// never holds a transaction open, and a failed one is recorded in the outbox without undoing anything.
import { and, eq, inArray, notInArray, or, isNull } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { emailTemplates, type PageSnapshot } from "#db/schema";
import { user } from "#db/auth-schema";
import { sendMail } from "~/features/mail/mail.server";
import { fillPlaceholders } from "~/features/mail/placeholders";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { languageFacts, isSiteLanguage } from "~/lib/languages";
import { approvalTemplateDefaults, approvalTemplateNames } from "./approval-mail-templates";
import { documentSubmissionTitle } from "./approval-rules";

type TemplateName = (typeof approvalTemplateNames)[keyof typeof approvalTemplateNames];

async function template(db: Queryable, name: TemplateName) {
  const [row] = await db
    .select({ subject: emailTemplates.subject, html: emailTemplates.html, replyTo: emailTemplates.replyTo })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.templateName, name), eq(emailTemplates.language, "de")))
    .limit(1);
  // A site seeded before these templates existed: the default texts.
  const fallback = approvalTemplateDefaults.find((t) => t.templateName === name)!;
  return row ?? { subject: fallback.subject, html: fallback.body, replyTo: null };
}

const languageName = (language: string) => (isSiteLanguage(language) ? languageFacts[language].staffName : language);

async function send(db: Queryable, name: TemplateName, to: string[], values: Record<string, string>) {
  const t = await template(db, name);
  for (const address of to) {
    try {
      await sendMail(db, {
        to: address,
        subject: fillPlaceholders(t.subject, values, "text"),
        html: fillPlaceholders(t.html, values, "html"),
        replyTo: t.replyTo,
      });
    } catch (error) {
      logger.error({ error: (error as Error).message, template: name }, "Freigabe-Mail konnte nicht abgelegt werden");
    }
  }
}

const link = (path: string) => `${env().siteUrl}${path}`;

/** Everyone who may approve (role 'Freigabe' and administrators), not banned, but not these accounts (the submitter, a document's uploader). */
async function approverAddresses(db: Queryable, exceptIds: readonly (string | null | undefined)[]): Promise<string[]> {
  const except = exceptIds.filter((id): id is string => !!id);
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(
      and(inArray(user.role, ["approver", "admin"]), or(isNull(user.banned), eq(user.banned, false)), except.length ? notInArray(user.id, except) : undefined),
    );
  return rows.map((r) => r.email);
}

/**
 * What a mail names: the page, or for a document version ('Dokumente', document-approval.server.ts) the document
 * ("Gebrauchsanweisung «Rev. 4» – Generosa") with its version label where a page has its revision.
 */
function subjectOf(request: { pageTitle: string; revision: number; snapshot?: PageSnapshot }) {
  const document = request.snapshot?.document;
  if (!document) return { seite: request.pageTitle, revision: String(request.revision) };
  return { seite: documentSubmissionTitle(document), revision: document.label };
}

export async function notifySubmission(
  db: Queryable,
  request: {
    id: number;
    pageTitle: string;
    pageSlug: string;
    language: string;
    revision: number;
    comment: string | null;
    submittedBy: string;
    submittedById: string | null;
    snapshot?: PageSnapshot;
  },
) {
  // Nobody who uploaded a document version may approve it (by account, as decideApproval refuses them): they are not asked either.
  const approvers = await approverAddresses(db, [request.submittedById, request.snapshot?.document?.uploadedById]);
  await send(db, approvalTemplateNames.submitted, approvers, {
    ...subjectOf(request),
    adresse: request.pageSlug,
    sprache: languageName(request.language),
    kommentar: request.comment ?? "–",
    person: request.submittedBy,
    link: link(`/cms/freigaben/${request.id}`),
  });
}

export async function notifyDecision(
  db: Queryable,
  request: {
    id: number;
    pageTitle: string;
    pageSlug: string;
    language: string;
    revision: number;
    status: string;
    reason: string | null;
    decidedBy: string | null;
    submittedBy: string;
    snapshot?: PageSnapshot;
  },
) {
  await send(db, approvalTemplateNames.decided, [request.submittedBy], {
    ...subjectOf(request),
    adresse: request.pageSlug,
    sprache: languageName(request.language),
    entscheidung: request.status === "approved" ? "Freigegeben" : "Abgelehnt",
    grund: request.reason ?? "–",
    person: request.decidedBy ?? "",
    link: link(`/cms/freigaben/${request.id}`),
  });
}

export async function notifyScheduleRefused(
  db: Queryable,
  pageSlug: string,
  refused: { reason: string; author: string | null; title: string; language: string },
) {
  if (!refused.author) return;
  await send(db, approvalTemplateNames.scheduleRefused, [refused.author], {
    seite: refused.title,
    adresse: pageSlug,
    sprache: languageName(refused.language),
    grund: refused.reason,
    link: link("/cms/freigabe-protokoll"),
  });
}
