// The theme switcher is for signed-in staff only (docs/decisions/0020-visitor-pages-without-react.md): its code loads only when it is shown,
// so it never reaches an anonymous visitor's browser.
import { lazy, Suspense } from "react";

const ThemeSwitcher = lazy(() => import("./theme-switcher").then((module) => ({ default: module.ThemeSwitcher })));

export function ThemeSwitcherIsland({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <ThemeSwitcher className={className} />
    </Suspense>
  );
}
