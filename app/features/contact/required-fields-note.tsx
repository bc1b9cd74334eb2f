// The line under a visitor's form that takes personal data (the contact form, the printed copy's request): which
// fields are required, and the privacy statement of the page's language, before anything is sent
// (docs/decisions/0015-privacy-requests.md); none linked where that language has no version of it yet.
import { useSiteAddress, useSiteTexts } from "~/features/site-language/site-language";

export function RequiredFieldsNote() {
  const texts = useSiteTexts().contact;
  const privacyHref = useSiteAddress()("/datenschutz");
  return (
    <p className="text-sm text-muted-foreground">
      {privacyHref ? `${texts.requiredNote} · ` : texts.requiredNote}
      {privacyHref ? (
        <a href={privacyHref} className="focus-ring rounded-sm font-medium text-foreground underline underline-offset-4 hover:text-primary">
          {texts.privacyLink}
        </a>
      ) : null}
    </p>
  );
}
