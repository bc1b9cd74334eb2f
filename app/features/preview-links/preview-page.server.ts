// The public side of a 'Vorschau-Link' (tests/integration/preview-links.test.ts): /vorschau/<token> shows the page as the public
// renderer does, with that page's own drafts (the page itself may be a draft), inside a site frame
// built from published data only. Never cached anywhere (no-store), never indexed (noindex). Its
// language is the previewed page's (its slug's); a link that leads to no page answers in German.
import { data } from "react-router";
import { db } from "#db/client.server";
import type { ContactActionResult } from "~/features/contact/contact.server";
import { loadDraftPageView } from "~/features/pages/draft-page-view.server";
import { publicPageHead } from "~/features/pages/public-page.server";
import { loadSiteFrame } from "~/features/site-frame/site-frame.server";
import { languageOfPath, sourceLanguage } from "~/lib/languages";
import { formatDateTime } from "~/features/site-language/site-formats";
import { siteTexts } from "~/features/site-language/site-texts";
import { resolvePreviewToken } from "./preview-links.server";

/**
 * no-store keeps the answer out of the server's anonymous page cache (server/app.ts stores nothing
 * marked no-store or private), out of browsers' and CDNs' caches; X-Robots-Tag keeps it out of
 * search engines even where the meta tag is not read. No referrer leaves with the secret address.
 */
export const previewResponseHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

export async function loadPreviewPage(token: string, now = new Date()) {
  const resolution = await resolvePreviewToken(db(), token, now);
  if (resolution.state === "active") {
    const { page, expiresAt } = resolution;
    const view = await loadDraftPageView(db(), page.slug, { ownDraftsOnly: true });
    if (view) {
      const [frame, meta] = await Promise.all([loadSiteFrame(page.slug, { drafts: true }), publicPageHead(view, { noindex: true })]);
      const language = languageOfPath(page.slug);
      return data(
        {
          kind: "active" as const,
          language,
          view: { ...view, meta },
          frame,
          validUntil: formatDateTime(expiresAt, language),
          validUntilIso: expiresAt.toISOString(),
        },
        { headers: previewResponseHeaders },
      );
    }
  }
  // 410 for a link that existed (expired or revoked), 404 for one that never did.
  const gone = resolution.state === "gone";
  const frame = await loadSiteFrame("/");
  const texts = siteTexts[sourceLanguage].preview;
  return data(
    {
      kind: gone ? ("gone" as const) : ("unknown" as const),
      language: sourceLanguage,
      frame,
      title: gone ? texts.goneTitle : texts.unknownTitle,
      text: gone ? texts.goneText : texts.unknownText,
    },
    { status: gone ? 410 : 404, headers: previewResponseHeaders },
  );
}

/** A contact form on a previewed page sends nothing: the preview is for reading. Said in the previewed page's language. */
export async function previewContactAnswer(token: string, now = new Date()) {
  const resolution = await resolvePreviewToken(db(), token, now);
  const language = resolution.state === "active" ? languageOfPath(resolution.page.slug) : sourceLanguage;
  const answer: ContactActionResult = { intent: "contact", ok: false, message: siteTexts[language].preview.contactDisabled };
  return data(answer, { status: 400, headers: previewResponseHeaders });
}
