import { Palette } from "lucide-react";
import { useId, useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";
import { defaultTheme, parseThemeName, themeNames, themes, themeStorageKey, type ThemeName } from "./themes";

// The document's theme is the single source of truth (root.tsx sets it before paint), so every
// switcher on the page follows the data-theme attribute instead of keeping its own copy.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

function currentTheme(): ThemeName {
  return parseThemeName(document.documentElement.dataset.theme) ?? defaultTheme;
}

function serverTheme(): ThemeName {
  return defaultTheme;
}

/** docs/product/public-site.md, "Themes": switching sets the attribute; only pages without a theme of their own remember it. */
export function applyTheme(name: ThemeName) {
  const root = document.documentElement;
  root.dataset.theme = name;
  if (root.dataset.themeSource === "page") return;
  try {
    localStorage.setItem(themeStorageKey, name);
  } catch {
    // Storage can be blocked (private mode, policies); the switch still applies to this page view.
  }
}

export function ThemeSwitcher({ className }: { className?: string }) {
  const id = useId();
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  return (
    <div className={cn("relative flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        Design wählen
      </label>
      <Palette aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" />
      <select
        id={id}
        value={theme}
        title={themes[theme].description}
        onChange={(event) => {
          const next = parseThemeName(event.target.value);
          if (next) applyTheme(next);
        }}
        className="focus-ring h-10 max-w-40 cursor-pointer appearance-none rounded-full border border-border bg-card py-0 pr-3 pl-8 text-sm text-card-foreground"
      >
        {themeNames.map((name) => (
          <option key={name} value={name}>
            {themes[name].label}
          </option>
        ))}
      </select>
    </div>
  );
}
