// The public side of a 'Vorschau-Link' (tests/integration/preview-links.test.ts): /vorschau/<token> shows the page as the public
// renderer does, with that page's own drafts (the page itself may be a draft), inside a site frame
// built from published data only. Never cached anywhere (no-store), never indexed (noindex).
import { data } from "react-router";
import { db } from "#db/client.server";
import type { ContactActionResult } from "~/features/contact/contact.server";
import { loadPageView } from "~/features/pages/page-view.server";
import { publicPageHead } from "~/features/pages/public-page.server";
import { loadSiteFrame } from "~/features/site-frame/site-frame.server";
import { formatSwissDateTime } from "~/lib/date-format";
import { previewLinkTexts } from "./preview-link-rules";
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
    const view = await loadPageView(db(), page.slug, { includeDrafts: true, ownDraftsOnly: true });
    if (view) {
      const [frame, meta] = await Promise.all([loadSiteFrame(page.slug, { drafts: true }), publicPageHead(view, { noindex: true })]);
      return data(
        { kind: "active" as const, view: { ...view, meta }, frame, validUntil: formatSwissDateTime(expiresAt), validUntilIso: expiresAt.toISOString() },
        { headers: previewResponseHeaders },
      );
    }
  }
  // 410 for a link that existed (expired or revoked), 404 for one that never did.
  const gone = resolution.state === "gone";
  const frame = await loadSiteFrame("/");
  return data(
    {
      kind: gone ? ("gone" as const) : ("unknown" as const),
      frame,
      title: gone ? previewLinkTexts.goneTitle : previewLinkTexts.unknownTitle,
      text: gone ? previewLinkTexts.goneText : previewLinkTexts.unknownText,
    },
    { status: gone ? 410 : 404, headers: previewResponseHeaders },
  );
}

/** A contact form on a previewed page sends nothing: the preview is for reading. */
export function previewContactAnswer() {
  const answer: ContactActionResult = { intent: "contact", ok: false, message: previewLinkTexts.contactDisabled };
  return data(answer, { status: 400, headers: previewResponseHeaders });
}
