// The frame around every public page: skip link, header with navigation, breadcrumb, main, footer.
// Used by the site layout and by the 'Vorschau-Link' page (tests/e2e/preview-links.spec.ts), which adds its banner on top
// and never the staff islands.
import type { ReactNode } from "react";
import type { SiteFrame } from "~/features/site-frame/site-frame.server";
import { SiteLanguageProvider, useSiteTexts } from "~/features/site-language/site-language";
import type { SiteLanguage } from "~/lib/languages";
import { BreadcrumbNav } from "./breadcrumb-nav";
import { ScrollProgress } from "./scroll-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export type SiteFrameViewProps = {
  frame: Pick<SiteFrame, "settings" | "navigation" | "breadcrumb" | "build" | "addresses" | "languages">;
  /** The page's language: every fixed text inside the frame follows it (site-language.tsx). */
  language: SiteLanguage;
  /** Above the header (the preview banner). */
  banner?: ReactNode;
  /** In the header, for staff. */
  themeSwitcher?: ReactNode;
  /** After the footer (the edit mode, for staff). */
  after?: ReactNode;
  children: ReactNode;
};

export function SiteFrameView({ language, ...props }: SiteFrameViewProps) {
  return (
    <SiteLanguageProvider language={language} addresses={props.frame.addresses}>
      <SiteFrame {...props} />
    </SiteLanguageProvider>
  );
}

function SiteFrame({ frame, banner, themeSwitcher, after, children }: Omit<SiteFrameViewProps, "language">) {
  const { settings, navigation, breadcrumb, build } = frame;
  const texts = useSiteTexts();
  return (
    <div data-site-frame="" className="flex min-h-screen flex-col">
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        {texts.frame.skipToContent}
      </a>
      {banner}
      <ScrollProgress />
      <SiteHeader
        settings={{ siteTitle: settings.siteTitle, logo: settings.logo }}
        navigation={navigation}
        languages={frame.languages}
        themeSwitcher={themeSwitcher}
      />
      <BreadcrumbNav items={breadcrumb} />
      <main id="inhalt" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter
        settings={{
          siteTitle: settings.siteTitle,
          footerText: settings.footerText,
          contactEmail: settings.contactEmail,
          contactPhone: settings.contactPhone,
          contactAddress: settings.contactAddress,
          logo: settings.logo,
        }}
        build={build}
      />
      {after}
    </div>
  );
}
