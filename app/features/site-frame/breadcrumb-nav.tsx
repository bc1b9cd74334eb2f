import { ChevronRight } from "lucide-react";
import { SiteLink } from "~/lib/site-link";
import type { BreadcrumbItem } from "~/features/navigation/breadcrumb";
import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";

/**
 * Renders buildBreadcrumb's trail; an empty trail (hidden breadcrumb) renders nothing. The trail always
 * starts at the home page, named here in the page's language.
 */
export function BreadcrumbNav({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  const texts = useSiteTexts().frame;
  if (items.length === 0) return null;
  return (
    <nav aria-label={texts.breadcrumb} data-breadcrumb="" className={cn("mx-auto w-full max-w-7xl px-4 py-3 sm:px-6 lg:px-8", className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
        {items.map((item, index) => (
          <li key={`${index}-${item.href ?? "current"}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" /> : null}
            {item.href === null ? (
              <span aria-current="page" className="font-medium break-words text-foreground">
                {item.label}
              </span>
            ) : (
              <SiteLink to={item.href} className="focus-ring rounded-sm break-words underline-offset-4 hover:text-foreground hover:underline">
                {index === 0 ? texts.breadcrumbHome : item.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
