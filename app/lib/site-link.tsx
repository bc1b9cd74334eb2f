// A link between the site's own pages. In the app (the CMS, edit mode, a signed-in visitor) it is React
// Router's <Link>: client-side navigation. In a visitor document (decision 0020: no React in the
// browser) nothing would ever handle a click but the browser itself, so the server writes a plain
// <a href>. The markup is the same but for Link's data-discover attribute, and it costs nothing: a
// <Link> runs some ten hooks on the server and resolves its path against every matched route, about
// a tenth of an uncached page's render with the header, footer and teasers' fifty links (docs/decisions/0024-uncached-render-and-list-counts.md).
import { createContext, useContext, type ComponentProps } from "react";
import { Link } from "react-router";

const PlainLinks = createContext(false);

/** Wraps a visitor document (root.tsx): links inside are written as plain anchors. */
export const PlainLinksProvider = PlainLinks.Provider;

export interface SiteLinkProps extends Omit<ComponentProps<"a">, "href"> {
  /** An address on this site; relative addresses are resolved by React Router as for <Link>. */
  to: string;
}

export function SiteLink({ to, ...rest }: SiteLinkProps) {
  const plain = useContext(PlainLinks);
  // An absolute path is its own href; anything else (relative) needs React Router to resolve it.
  if (plain && to.startsWith("/") && !to.startsWith("//")) return <a href={to} {...rest} />;
  return <Link to={to} {...rest} />;
}
