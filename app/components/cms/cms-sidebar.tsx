import {
  ClipboardCheck,
  FileText,
  Files,
  Images,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  Mail,
  Menu,
  MessageSquareQuote,
  Printer,
  ScrollText,
  Send,
  Settings,
  ShieldCheck,
  Signpost,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { activeCmsNavItem, visibleCmsNavItems, type CmsNavItem } from "./cms-navigation";

const icons: Record<string, LucideIcon> = {
  "/cms-overview": LayoutDashboard,
  "/cms/seiten": Files,
  "/cms/freigaben": ClipboardCheck,
  "/cms/freigabe-protokoll": ScrollText,
  "/cms/weiterleitungen": Signpost,
  "/cms/nachrichten": Inbox,
  "/cms/dokumente/anfragen": Printer,
  "/cms/postausgang": Send,
  "/cms/media-library": Images,
  "/cms/testimonials": MessageSquareQuote,
  "/cms/global": Settings,
  "/cms/email-templates": Mail,
  "/sections": LayoutTemplate,
  "/cms/users": Users,
  "/cms/datenschutz": ShieldCheck,
  "/cms/konto": UserRound,
};

function NavList({ items, current }: { items: CmsNavItem[]; current: CmsNavItem | undefined }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const active = item === current;
        const Icon = icons[item.href] ?? FileText;
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "focus-ring flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Side navigation on wide screens; on phones the same list folds into a bar at the top. The phone
 * variant is a <details> element: it opens and closes without JavaScript and by keyboard.
 */
export function CmsSidebar({ operations }: { operations: readonly string[] }) {
  const { pathname } = useLocation();
  const items = visibleCmsNavItems(operations);
  // One item at most: the most specific one the address belongs to.
  const current = activeCmsNavItem(pathname, items);
  const phoneMenu = useRef<HTMLDetailsElement>(null);

  // After a navigation the folded menu would cover the new screen: close it.
  useEffect(() => {
    if (phoneMenu.current) phoneMenu.current.open = false;
  }, [pathname]);

  return (
    <>
      <details ref={phoneMenu} className="group border-b border-border bg-card md:hidden">
        <summary className="focus-ring flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <Menu aria-hidden="true" className="size-4" />
            Navigation
          </span>
          {current ? <span className="truncate font-normal text-muted-foreground">{current.label}</span> : null}
        </summary>
        <nav aria-label="CMS-Navigation" className="px-3 pb-3">
          <NavList items={items} current={current} />
        </nav>
      </details>
      <aside className="hidden w-64 shrink-0 border-r border-border bg-card md:block">
        <nav aria-label="CMS-Navigation" className="sticky top-0 p-4">
          <NavList items={items} current={current} />
        </nav>
      </aside>
    </>
  );
}
