// Tabs after the WAI-ARIA pattern (tablist/tab/tabpanel, roving tab index, arrow keys, Home/End,
// automatic activation): the login screen's three ways in (docs/product/accounts-and-roles.md, "Sign-in screen").
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export function LoginTabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
}: {
  label: string;
  tabs: TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((t) => t.key === active),
  );

  function select(index: number) {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    tabRefs.current[(index + tabs.length) % tabs.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowRight: activeIndex + 1, ArrowLeft: activeIndex - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={onKeyDown}
              className={cn(
                "focus-ring min-h-11 rounded-md px-2 py-2 text-sm font-semibold transition",
                selected ? "bg-card text-card-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={index !== activeIndex}
          className="focus-ring mt-6 rounded-md"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
