import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "~/lib/site-link";
import type { NavItem, SiteNavigation } from "~/features/navigation/build-navigation";
import { cn } from "~/lib/cn";
import { canonicalSlug } from "~/lib/slug";
import { useSiteAddress, useSiteLanguage, useSiteTexts } from "~/features/site-language/site-language";
import { languageFacts, type SiteLanguage } from "~/lib/languages";
import { enhanceMobileMenu, enhanceProductsMenu } from "./site-header.enhance";

// docs/product/public-site.md, "Header", and its constants (80 px high, dropdown 256 px wide, 150 ms close delay, type-ahead reset 1000 ms).

export type HeaderSettings = {
  siteTitle: string;
  logo: { url: string; alt: string; width: number | null; height: number | null } | null;
};

export type SiteHeaderProps = {
  settings: HeaderSettings;
  navigation: SiteNavigation;
  /** The language switcher's links (site-frame.server.ts languageLinks); none shown for a single language. */
  languages: LanguageLink[];
  /** Shown at the end of the bar (and in the mobile panel); signed-in staff get a theme switcher. */
  themeSwitcher?: ReactNode;
};

/** The products overview's German address; other languages link its version there, if any (useSiteAddress). */
const allProductsHref = "/produkte";

function isCurrent(pathname: string, href: string) {
  return canonicalSlug(pathname) === canonicalSlug(href);
}

function isWithin(pathname: string, href: string) {
  const path = canonicalSlug(pathname);
  const base = canonicalSlug(href);
  return path === base || path.startsWith(`${base}/`);
}

export function SiteHeader({ settings, navigation, languages, themeSwitcher }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const texts = useSiteTexts().frame;
  const address = useSiteAddress();
  const products = address(allProductsHref);
  return (
    <header className="sticky top-0 z-40 h-20 border-b border-border bg-background">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <HomeLink settings={settings} href={navigation.home.href} current={isCurrent(pathname, navigation.home.href)} />
        <div className="hidden items-center gap-2 md:flex">
          <nav aria-label={texts.mainNavigation}>
            <ul className="flex items-center gap-1">
              {navigation.products.length ? (
                <li>
                  <ProductsMenu products={navigation.products} allProductsHref={products} pathname={pathname} />
                </li>
              ) : null}
              {navigation.topLevel.map((item) => (
                <li key={item.href}>
                  <SiteLink
                    to={item.href}
                    aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                    className={cn(barLinkClass, isWithin(pathname, item.href) && activeBarLinkClass)}
                  >
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher languages={languages} label={texts.languages} />
          {themeSwitcher ? <div className="ml-2">{themeSwitcher}</div> : null}
        </div>
        <MobileMenu navigation={navigation} allProductsHref={products} languages={languages} pathname={pathname} themeSwitcher={themeSwitcher} />
      </div>
    </header>
  );
}

const barLinkClass = "focus-ring inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted";
const activeBarLinkClass = "bg-secondary text-secondary-foreground hover:bg-secondary";

/** The logo is shown 48 px high and at most 192 px wide (h-12 max-w-48). */
function logoDisplayWidth(logo: NonNullable<HeaderSettings["logo"]>): number {
  return logo.width && logo.height ? Math.min(192, Math.round((48 * logo.width) / logo.height)) : 192;
}

/**
 * Resized copies of an uploaded raster logo (the media route's ?w= widths, see MEDIA_WIDTHS), so a
 * phone loads a few KB instead of the 1200 px original (docs/benchmarks.md, Lighthouse). SVG and external logos as they are.
 */
function logoSrcSet(logo: NonNullable<HeaderSettings["logo"]>): string | undefined {
  if (!logo.url.startsWith("/media/") || logo.url.includes("?") || !logo.width || !/\.(webp|png|jpe?g|avif)$/i.test(logo.url)) return undefined;
  const widths = [320, 480, 640].filter((w) => w < logo.width!);
  return [...widths.map((w) => `${logo.url}?w=${w} ${w}w`), `${logo.url} ${logo.width}w`].join(", ");
}

function HomeLink({ settings, href, current }: { settings: HeaderSettings; href: string; current: boolean }) {
  const { logo, siteTitle } = settings;
  return (
    <SiteLink to={href} aria-current={current ? "page" : undefined} className="focus-ring flex min-w-0 items-center rounded-md">
      {logo ? (
        <img
          src={logo.url}
          srcSet={logoSrcSet(logo)}
          sizes={logoSrcSet(logo) ? `${logoDisplayWidth(logo)}px` : undefined}
          alt={logo.alt || siteTitle}
          width={logo.width ?? undefined}
          height={logo.height ?? undefined}
          data-site-logo=""
          className="h-12 w-auto max-w-48 object-contain"
        />
      ) : (
        <span className="truncate font-display text-lg font-bold text-foreground sm:text-xl">{siteTitle}</span>
      )}
    </SiteLink>
  );
}

/**
 * The 'Produkte' dropdown, a menu button (WAI-ARIA APG "Menu Button"): items are reached with the arrow
 * keys, Home/End and type-ahead; Tab leaves the menu. Rendered closed; its behaviour is
 * site-header.enhance.ts (decision 0020).
 */
function ProductsMenu({ products, allProductsHref, pathname }: { products: NavItem[]; allProductsHref: string | null; pathname: string }) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const texts = useSiteTexts().frame;
  const allProducts = allProductsHref ? { href: allProductsHref, label: texts.allProducts } : null;
  const items = allProducts ? [...products, allProducts] : products;
  // Every navigation (also to the same address) closes the menu: disposing closes it.
  const { key } = useLocation();
  useEffect(() => enhanceProductsMenu(wrapperRef.current!), [key]);

  return (
    <div ref={wrapperRef} data-products-menu="" className="relative">
      <button
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-controls={menuId}
        className={cn(barLinkClass, products.some((p) => isWithin(pathname, p.href)) && activeBarLinkClass)}
      >
        {texts.products}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
      </button>
      {/* The padding bridges the gap to the button, so the pointer never "leaves" on its way down. */}
      <div hidden className="absolute top-full left-0 pt-2">
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="min-w-64 rounded-card border border-border bg-card p-2 text-card-foreground shadow-lg"
        >
          {items.map((item) => (
            <li key={item.href} role="none" className={item === allProducts ? "mt-1 border-t border-border pt-1" : undefined}>
              <SiteLink
                to={item.href}
                role="menuitem"
                tabIndex={-1}
                aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
                className={cn(
                  "focus-ring flex min-h-10 items-center rounded-md px-3 py-2 text-sm hover:bg-muted hover:text-foreground focus:bg-muted focus:text-foreground",
                  item === allProducts && "font-semibold",
                  isCurrent(pathname, item.href) && "bg-secondary text-secondary-foreground",
                )}
              >
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Below md: a burger button and a full-width panel under the header that locks page scroll. Rendered
 * closed; its behaviour is site-header.enhance.ts (decision 0020).
 */
function MobileMenu({
  navigation,
  allProductsHref,
  languages,
  pathname,
  themeSwitcher,
}: {
  navigation: SiteNavigation;
  allProductsHref: string | null;
  languages: LanguageLink[];
  pathname: string;
  themeSwitcher?: ReactNode;
}) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const productsHeadingId = useId();
  const texts = useSiteTexts().frame;
  // Every navigation closes the panel (and ends its scroll lock): disposing closes it.
  const { key } = useLocation();
  useEffect(() => enhanceMobileMenu(wrapperRef.current!), [key]);

  const panelLink = (item: { href: string; label: string }, nested = false) => (
    <SiteLink
      to={item.href}
      aria-current={isCurrent(pathname, item.href) ? "page" : undefined}
      className={cn(
        "focus-ring flex min-h-11 items-center rounded-md px-3 py-2 hover:bg-muted",
        nested ? "text-sm text-muted-foreground hover:text-foreground" : "text-base font-medium text-foreground",
        isCurrent(pathname, item.href) && "bg-secondary text-secondary-foreground hover:bg-secondary",
      )}
    >
      {item.label}
    </SiteLink>
  );

  return (
    <div ref={wrapperRef} data-mobile-menu="" className="md:hidden">
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        aria-label={texts.menuOpen}
        // The enhancement (site-header.enhance.ts) switches the label; it takes both from here.
        data-label-open={texts.menuOpen}
        data-label-close={texts.menuClose}
        className="focus-ring inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted"
      >
        {/* Both icons are in the page, so that the enhancement (site-header.enhance.ts) can swap them. */}
        <Menu aria-hidden="true" className="size-6" />
        <X aria-hidden="true" className="hidden size-6" />
      </button>
      {/* Positioned against the sticky header: full width, from its bottom edge to the bottom of the screen. */}
      <div
        id={panelId}
        hidden
        className="absolute inset-x-0 top-full h-[calc(100dvh-5rem)] overflow-y-auto overscroll-contain border-t border-border bg-background"
      >
        <nav aria-label={texts.mainNavigation} className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          {navigation.products.length ? (
            <>
              <p id={productsHeadingId} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {texts.products}
              </p>
              <ul aria-labelledby={productsHeadingId} className="mt-2 mb-6 space-y-1">
                {navigation.products.map((item) => (
                  <li key={item.href}>{panelLink(item)}</li>
                ))}
                {allProductsHref ? <li>{panelLink({ href: allProductsHref, label: texts.allProducts })}</li> : null}
              </ul>
            </>
          ) : null}
          <ul className={cn("space-y-1", navigation.products.length && "border-t border-border pt-6")}>
            {navigation.topLevel.map((item) => (
              <li key={item.href}>
                {panelLink(item)}
                {item.children.length > 0 ? (
                  <ul className="ml-3 space-y-1 border-l border-border pl-3">
                    {item.children.map((child) => (
                      <li key={child.href}>{panelLink(child, true)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {languages.length > 1 ? (
            <div className="mt-6 border-t border-border px-3 pt-6">
              <LanguageSwitcher languages={languages} label={texts.languages} />
            </div>
          ) : null}
          {themeSwitcher ? <div className="mt-6 border-t border-border px-3 pt-6">{themeSwitcher}</div> : null}
        </nav>
      </div>
    </div>
  );
}

/** A language the site shows, and where its switcher link leads (site-frame.server.ts languageLinks). */
export type LanguageLink = { language: SiteLanguage; href: string; samePage: boolean };

/**
 * The visitor's choice of language (docs/decisions/0032-language-versions.md): plain links, each in its
 * own language, to this page's version there or that language's home. Never chosen for the visitor
 * (no redirect by Accept-Language); not shown while the site has one language.
 */
function LanguageSwitcher({ languages, label }: { languages: LanguageLink[]; label: string }) {
  const current = useSiteLanguage();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1">
        {languages.map(({ language, href }) => {
          const facts = languageFacts[language];
          return (
            <li key={language}>
              <a
                href={href}
                hrefLang={facts.htmlLang}
                lang={facts.htmlLang}
                aria-current={language === current ? "true" : undefined}
                title={facts.ownName}
                className={cn(
                  "focus-ring inline-flex h-10 min-w-10 items-center justify-center rounded-full px-2 text-sm font-semibold uppercase",
                  language === current ? "bg-secondary text-secondary-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <span aria-hidden="true">{language}</span>
                <span className="sr-only">{facts.ownName}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
