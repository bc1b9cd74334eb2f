// Paging for long CMS lists (messages, outbox): plain links (?seite=n), so it works without JavaScript.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cmsButton } from "./cms-button";

/** The requested page from ?seite=, at least 1 (a too high page is clamped by the loader). */
export function requestedPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function CmsPagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Seiten der Liste" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={cmsButton("secondary")}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Neuere
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Seite {page} von {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={cmsButton("secondary")}>
          Ältere
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
