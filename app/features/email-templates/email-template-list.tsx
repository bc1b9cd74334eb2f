// The template list (docs/product/settings-and-email-templates.md, "E-mail templates"): each template with its language versions (German
// first, then the switched-on languages: template-versions.ts); per version name, last update (de-CH),
// subject, reply-to, collapsible HTML preview, edit, test mail and delete; a missing version can be
// made from the German one.
import { Languages, Pencil, Send, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { MailPreviewFrame } from "~/features/mail/mail-preview-frame";
import { formText } from "~/lib/form-validation";
import { languageFacts, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { DEFAULT_REPLY_TO, previewTemplate, templateIntents, templateMessages } from "./template-form";
import { groupTemplateVersions, templateVersionMessages } from "./template-versions";

export type TemplateListItem = {
  id: number;
  templateName: string;
  language: SiteLanguage;
  subject: string;
  html: string;
  replyTo: string | null;
  /** Formatted on the server (de-CH, Europe/Zurich). */
  updatedAt: string;
  updatedAtIso: string;
  /** The contact form sends this template: renaming or deleting it changes those mails. */
  usedByContactForm: boolean;
  /** A version still as copied from German (template-versions.ts isUntranslatedCopy): not sent until translated. */
  untranslated: boolean;
  /** A German version with versions in other languages beside it: it cannot be deleted. */
  hasOtherVersions: boolean;
};

export type EmailTemplateListProps = {
  templates: TemplateListItem[];
  /** The switched-on languages ('Sprachen' in /cms/global). */
  languages: readonly SiteLanguage[];
  editHref: (id: number) => string;
  deleteHref: (id: number) => string;
  /** The signed-in user's address: the test mail goes there. */
  testRecipient: string;
};

const badge = "ml-2 inline-block rounded-full px-2 py-0.5 align-middle text-xs font-medium";

export function EmailTemplateList({ templates, languages, editHref, deleteHref, testRecipient }: EmailTemplateListProps) {
  const navigation = useNavigation();
  if (templates.length === 0) {
    return <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">{templateMessages.empty}</p>;
  }
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const sendingId = submitting?.get("intent") === templateIntents.test ? Number(submitting.get("id")) : null;
  const creating = submitting?.get("intent") === templateIntents.createVersion ? `${formText(submitting, "id")}-${formText(submitting, "language")}` : null;

  return (
    <ul className="flex flex-col gap-4" aria-label="E-Mail-Vorlagen">
      {groupTemplateVersions(templates, languages).map((group) => {
        const german = group.versions.find((v) => v.language === sourceLanguage);
        const headingId = `vorlage-${group.versions[0].id}`;
        return (
          <li key={group.templateName}>
            <article aria-labelledby={headingId} className="rounded-card border border-border bg-card p-4 text-card-foreground sm:p-6">
              <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold">
                {group.templateName}
                {group.versions[0].usedByContactForm ? <span className={`${badge} bg-secondary text-secondary-foreground`}>Kontaktformular</span> : null}
              </h3>
              {group.germanOnly ? <p className="mt-1 text-sm text-muted-foreground">{templateVersionMessages.staffAlwaysGerman}</p> : null}

              <ul className="mt-3 flex flex-col divide-y divide-border" aria-label={`Sprachfassungen von «${group.templateName}»`}>
                {group.versions.map((version) => (
                  <li key={version.id} className="py-4 first:pt-0 last:pb-0">
                    <TemplateVersion
                      version={version}
                      switchedOn={languages.includes(version.language)}
                      showLanguage={group.versions.length > 1 || group.missing.length > 0}
                      sending={sendingId === version.id}
                      editHref={editHref(version.id)}
                      deleteHref={deleteHref(version.id)}
                      testRecipient={testRecipient}
                    />
                  </li>
                ))}
              </ul>

              {german && group.missing.length > 0 ? (
                <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
                  {group.missing.map((language) => (
                    <Form key={language} method="post" preventScrollReset>
                      <input type="hidden" name="intent" value={templateIntents.createVersion} />
                      <input type="hidden" name="id" value={german.id} />
                      <input type="hidden" name="language" value={language} />
                      <button type="submit" disabled={creating === `${german.id}-${language}`} className={cmsButton("secondary")}>
                        <Languages aria-hidden="true" className="size-4" />
                        Fassung auf {languageFacts[language].staffName} anlegen
                        <span className="sr-only"> («{group.templateName}», aus der deutschen kopiert)</span>
                      </button>
                    </Form>
                  ))}
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function TemplateVersion({
  version,
  switchedOn,
  showLanguage,
  sending,
  editHref,
  deleteHref,
  testRecipient,
}: {
  version: TemplateListItem;
  switchedOn: boolean;
  showLanguage: boolean;
  sending: boolean;
  editHref: string;
  deleteHref: string;
  testRecipient: string;
}) {
  const filled = previewTemplate(version);
  const languageName = languageFacts[version.language].staffName;
  // Screen-reader names of the buttons: the template, and its language where it has several.
  const which = showLanguage ? `«${version.templateName}», ${languageName}` : `«${version.templateName}»`;
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {showLanguage ? (
          <h4 className="font-semibold">
            {languageName}
            {version.untranslated ? (
              <span className={`${badge} border border-destructive text-destructive`}>{templateVersionMessages.untranslatedBadge}</span>
            ) : null}
            {!switchedOn ? <span className={`${badge} bg-muted text-muted-foreground`}>{templateVersionMessages.languageOff}</span> : null}
          </h4>
        ) : (
          <span />
        )}
        <p className="text-sm text-muted-foreground">
          Zuletzt aktualisiert: <time dateTime={version.updatedAtIso}>{version.updatedAt}</time>
        </p>
      </div>

      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Betreff</dt>
        <dd className="min-w-0 break-words">{version.subject}</dd>
        <dt className="text-muted-foreground">Antwort an</dt>
        <dd className="min-w-0 break-all">
          {version.replyTo ?? (
            <>
              {DEFAULT_REPLY_TO} <span className="text-muted-foreground">(Standard)</span>
            </>
          )}
        </dd>
      </dl>

      <details className="mt-4 rounded-md border border-border p-3">
        <summary className="focus-ring cursor-pointer rounded-sm text-sm font-semibold">
          HTML-Vorschau<span className="sr-only"> von {which}</span>
        </summary>
        <p className="mt-3 text-sm">
          <span className="text-muted-foreground">Betreff mit Beispielwerten: </span>
          {filled.subject}
        </p>
        <MailPreviewFrame html={filled.html} title={`Vorschau von ${which} mit Beispielwerten`} className="mt-3" />
        <details className="mt-3">
          <summary className="focus-ring cursor-pointer rounded-sm text-sm text-muted-foreground">HTML-Quelltext</summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-all">{version.html}</pre>
        </details>
      </details>

      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={editHref} className={cmsButton("secondary")}>
          <Pencil aria-hidden="true" className="size-4" />
          Bearbeiten<span className="sr-only"> {which}</span>
        </Link>
        {/* Posts to the current address: a form opened above stays open with what was typed. */}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={templateIntents.test} />
          <input type="hidden" name="id" value={version.id} />
          <button type="submit" disabled={sending} className={cmsButton("secondary")} title={`Sendet die Vorlage mit Beispielwerten an ${testRecipient}`}>
            <Send aria-hidden="true" className="size-4" />
            {sending ? "Wird gesendet..." : "Testversand an mich"}
            <span className="sr-only">
              {" "}
              ({which} an {testRecipient})
            </span>
          </button>
        </Form>
        {version.hasOtherVersions ? null : (
          <Link to={deleteHref} preventScrollReset className={cmsButton("ghost-danger")}>
            <Trash2 aria-hidden="true" className="size-4" />
            Löschen<span className="sr-only"> {which}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
