import { Mail, MapPin, Phone } from "lucide-react";
import { SiteLink } from "~/lib/site-link";
import { inLanguage, languageHome, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { useSiteAddress, useSiteLanguage } from "~/features/site-language/site-language";
import { formatBuildDate, formatYear } from "~/features/site-language/site-formats";
import { siteTexts, type SiteTexts } from "~/features/site-language/site-texts";

type FooterTexts = SiteTexts["footer"];

// docs/product/public-site.md, "Footer".
export type FooterSettings = {
  siteTitle: string;
  footerText: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  logo: { url: string; alt: string; width: number | null; height: number | null } | null;
};

export type BuildInfo = { build: string; timestamp: string };

// The fixed link columns; their headings and labels in the page's language (site-texts.ts).
const linkColumns = [
  {
    key: "produkte",
    title: "productsHeading",
    links: [
      { href: "/produkte/geburt-wochenbett", label: "birth" },
      { href: "/produkte/pflege", label: "care" },
      { href: "/produkte/stationseinrichtungen", label: "ward" },
      { href: "/produkte/wellness", label: "wellness" },
    ],
  },
  {
    key: "unternehmen",
    title: "companyHeading",
    links: [
      { href: "/ueber-uns", label: "about" },
      { href: "/kontakt", label: "contact" },
    ],
  },
  {
    key: "rechtliches",
    title: "legalHeading",
    links: [
      { href: "/impressum", label: "imprint" },
      { href: "/datenschutz", label: "privacy" },
    ],
  },
] as const satisfies readonly { key: string; title: keyof FooterTexts; links: readonly { href: string; label: keyof FooterTexts }[] }[];

/** 'abcdef12 · 03.11.2025' (docs/product/limits-and-constants.md, "Dates and numbers": first 8 characters, date de-DE; the page's language elsewhere); the date is left out when unreadable. */
export function buildBadgeText({ build, timestamp }: BuildInfo, language: SiteLanguage = sourceLanguage): string {
  const id = build.trim().slice(0, 8) || siteTexts[language].footer.localBuild;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? id : `${id} · ${formatBuildDate(date, language)}`;
}

const linkClass = "focus-ring rounded-sm underline-offset-4 hover:text-foreground hover:underline";

export function SiteFooter({ settings, build }: { settings: FooterSettings; build: BuildInfo }) {
  const { siteTitle, footerText, contactEmail, contactPhone, contactAddress, logo } = settings;
  const email = contactEmail?.trim();
  const phone = contactPhone?.trim();
  const address = contactAddress?.trim();
  const initial = siteTitle.trim().charAt(0).toLocaleUpperCase("de-CH") || "A";
  const language = useSiteLanguage();
  const texts = siteTexts[language].footer;
  // The columns name German pages; another language links their versions there and leaves the rest out.
  const siteAddress = useSiteAddress();
  const columns = linkColumns
    .map((column) => ({ ...column, links: column.links.flatMap((link) => (siteAddress(link.href) ? [{ ...link, href: siteAddress(link.href)! }] : [])) }))
    .filter((column) => column.links.length > 0);

  return (
    <footer className="mt-auto border-t border-border bg-muted text-muted-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="min-w-0 sm:col-span-3 lg:col-span-2">
          <SiteLink to={languageHome(language)} className="focus-ring inline-flex items-center gap-3 rounded-sm text-foreground">
            {/* The logo takes the place of the letter; the title follows as text, so the image is decorative here. */}
            {logo ? (
              <img
                src={logo.url}
                alt=""
                width={logo.width ?? undefined}
                height={logo.height ?? undefined}
                data-site-logo=""
                loading="lazy"
                decoding="async"
                className="h-10 w-auto max-w-40 object-contain"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-display text-lg font-bold text-primary-foreground"
              >
                {initial}
              </span>
            )}
            <span className="min-w-0 font-display text-lg font-semibold break-words">{siteTitle}</span>
          </SiteLink>
          {footerText ? <p className="mt-4 max-w-prose text-sm leading-relaxed">{footerText}</p> : null}
          {address || (email && phone) ? (
            <address className="mt-6 space-y-2 text-sm not-italic">
              {address ? (
                <p className="flex items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span className="min-w-0 break-words">{address}</span>
                </p>
              ) : null}
              {/* docs/product/public-site.md, "Footer": e-mail and phone appear only as a pair. */}
              {email && phone ? (
                <>
                  <p className="flex items-center gap-2">
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    <a href={`mailto:${email}`} className={`${linkClass} min-w-0 break-all`}>
                      {email}
                    </a>
                  </p>
                  <p className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                      {phone}
                    </a>
                  </p>
                </>
              ) : null}
            </address>
          ) : null}
        </div>

        {columns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`} className="min-w-0">
            <h2 id={`footer-${column.key}`} className="text-sm font-semibold tracking-wide text-foreground uppercase">
              {texts[column.title]}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink to={link.href} className={`${linkClass} inline-block py-1`}>
                    {texts[link.label]}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {formatYear(new Date(), language)} {siteTitle}
          </p>
          <SiteLink
            to={inLanguage("/build-info", language)}
            title={texts.buildInfo}
            className="focus-ring self-start rounded-full border border-border bg-background px-2.5 py-1 font-mono text-muted-foreground hover:text-foreground sm:self-auto"
          >
            {`${texts.build} ${buildBadgeText(build, language)}`}
          </SiteLink>
        </div>
      </div>
    </footer>
  );
}
