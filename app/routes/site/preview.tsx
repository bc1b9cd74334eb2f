// /vorschau/:token — a 'Vorschau-Link' (tests/integration/preview-links.test.ts): the page with its own drafts for whoever holds the
// link, without signing in; 410 once the link expired or was revoked, 404 for an unknown one.
import { SiteFrameView } from "~/features/site-frame/site-frame-view";
import { PublicPageView } from "~/features/pages/public-page-view";
import { PreviewBanner, PreviewUnavailable } from "~/features/preview-links/preview-banner";
import { loadPreviewPage, previewContactAnswer } from "~/features/preview-links/preview-page.server";
import { siteTexts } from "~/features/site-language/site-texts";
import { sourceLanguage } from "~/lib/languages";
import type { Route } from "./+types/preview";

export async function loader({ params }: Route.LoaderArgs) {
  return loadPreviewPage(params.token);
}

export function action({ params }: Route.ActionArgs) {
  return previewContactAnswer(params.token);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.kind === "active") return loaderData.view.meta;
  return [{ title: loaderData?.title ?? siteTexts[loaderData?.language ?? sourceLanguage].preview.title }, { name: "robots", content: "noindex" }];
}

export default function PreviewPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind !== "active") {
    return (
      <SiteFrameView frame={loaderData.frame} language={loaderData.language}>
        <PreviewUnavailable title={loaderData.title} text={loaderData.text} />
      </SiteFrameView>
    );
  }
  return (
    <SiteFrameView
      frame={loaderData.frame}
      language={loaderData.language}
      banner={<PreviewBanner validUntil={loaderData.validUntil} validUntilIso={loaderData.validUntilIso} />}
    >
      <PublicPageView view={loaderData.view} actionData={actionData} />
    </SiteFrameView>
  );
}
