// The site's one stylesheet, inlined into the document (docs/decisions/0020-visitor-pages-without-react.md): a <link> made the first
// paint wait for a second request after the HTML (Lighthouse mobile: FCP 2.2 s). The server reads the
// built file once (app/entry.server.tsx gives its text through this context) and writes it into a
// <style>; the browser keeps that text as it is: hydration does not compare or replace the content
// of dangerouslySetInnerHTML, and a later render with the same (empty) value changes nothing. So the
// client bundle never carries the CSS. Without the built file (development: Vite serves the CSS) a
// plain <link> stands in. The policy allows it: style-src has 'unsafe-inline' (decision 0012).
import { createContext, useContext, type ReactNode } from "react";

/** href of a built stylesheet → its text, or null when the server has no such file. */
export type StylesheetReader = (href: string) => string | null;

const StylesheetContext = createContext<StylesheetReader | undefined>(undefined);

export function StylesheetProvider({ read, children }: { read: StylesheetReader | undefined; children: ReactNode }) {
  return <StylesheetContext.Provider value={read}>{children}</StylesheetContext.Provider>;
}

export function InlineStylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetContext);
  const css = typeof document === "undefined" ? (read?.(href) ?? null) : inlinedHere(href);
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style data-href={href} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}

/** In the browser: "" when the server inlined this stylesheet (keep its <style>), else null (a link). */
function inlinedHere(href: string): string | null {
  for (const style of document.querySelectorAll("style[data-href]")) {
    if (style.getAttribute("data-href") === href) return "";
  }
  return null;
}
