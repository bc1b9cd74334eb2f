// Icons drawn once per list, not once per row. A list of many rows with a handful of icon buttons each
// (the page list: 50 rows, nine icons) wrote every icon's full SVG into every row: on 10,000 pages
// that was half the list's HTML and much of its server render time (docs/decisions/0021-large-site-search-and-memory.md). Inside
// CmsIconSprite the icons it names are <symbol>s, and CmsIcon (used by CmsIconButton) refers to them
// with <use>; outside a sprite, or for an icon it does not name, CmsIcon draws the icon itself.
import { createContext, useContext, useId, useMemo, type ComponentType, type ReactNode } from "react";

export type CmsIconComponent = ComponentType<{ className?: string; "aria-hidden"?: "true" }>;

const SpriteIds = createContext<ReadonlyMap<CmsIconComponent, string> | null>(null);

/** The symbol ids of a sprite's icons: `${prefix}-${position}`, so server and browser agree. */
export function spriteSymbolIds(prefix: string, icons: readonly CmsIconComponent[]): Map<CmsIconComponent, string> {
  return new Map(icons.map((icon, i) => [icon, `${prefix}-${i}`]));
}

export function CmsIconSprite({ icons, children }: { icons: readonly CmsIconComponent[]; children: ReactNode }) {
  const prefix = `icon${useId().replace(/[^\w-]/g, "")}`;
  const ids = useMemo(() => spriteSymbolIds(prefix, icons), [prefix, icons]);
  return (
    <SpriteIds.Provider value={ids}>
      {/* Not display:none: some browsers then draw no <use> of its symbols. */}
      <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute overflow-hidden">
        {icons.map((Icon) => (
          <symbol key={ids.get(Icon)} id={ids.get(Icon)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        ))}
      </svg>
      {children}
    </SpriteIds.Provider>
  );
}

/** An icon hidden from screen readers: a reference to the surrounding sprite's symbol, or the icon itself. */
export function CmsIcon({ icon: Icon, className }: { icon: CmsIconComponent; className?: string }) {
  const id = useContext(SpriteIds)?.get(Icon);
  if (!id) return <Icon aria-hidden="true" className={className} />;
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
