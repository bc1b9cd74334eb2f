// The filter links above a CMS list (the contact inbox, the printed copies): each a link to the list so filtered,
// the current one marked for screen readers (aria-current) and by its look.
import { Link } from "react-router";
import { cn } from "~/lib/cn";

export function CmsFilterNav({ items }: { items: readonly { key: string; label: string; href: string; active: boolean }[] }) {
  return (
    <nav aria-label="Filter" className="flex flex-wrap gap-2">
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.href}
          aria-current={item.active ? "page" : undefined}
          className={cn(
            "focus-ring rounded-full px-3 py-1.5 text-sm font-medium",
            item.active ? "bg-primary text-primary-foreground" : "bg-muted text-foreground hover:bg-secondary",
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
