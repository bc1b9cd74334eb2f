// The stored redirects (docs/decisions/0013-page-addresses-and-redirects.md): from, to, their language, 301 or 302, where each came from, and delete.
import { ArrowRight, ExternalLink, Trash2, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { cn } from "~/lib/cn";
import { languageFacts, type SiteLanguage } from "~/lib/languages";
import { readablePath, redirectOriginLabels, type RedirectOrigin } from "./redirect-rules";

export type RedirectListItem = {
  id: number;
  sourcePath: string;
  targetPath: string;
  statusCode: number;
  origin: RedirectOrigin;
  language: SiteLanguage;
  createdBy: string | null;
  /** Formatted on the server (de-CH, Europe/Zurich). */
  createdAt: string;
  createdAtIso: string;
  targetIsPage: boolean;
};

export function RedirectList({ items, deleteHref, emptyText }: { items: RedirectListItem[]; deleteHref: (id: number) => string; emptyText: string }) {
  if (items.length === 0) {
    return <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">{emptyText}</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Weiterleitungen">
      {items.map((item) => {
        const source = readablePath(item.sourcePath);
        const headingId = `weiterleitung-${item.id}`;
        return (
          <li key={item.id}>
            <article
              aria-labelledby={headingId}
              className="flex flex-col gap-3 rounded-card border border-border bg-card p-4 text-card-foreground sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <h3 id={headingId} className="flex flex-wrap items-center gap-x-2 gap-y-1 font-mono text-sm font-semibold">
                  <span className="break-all">{source}</span>
                  <ArrowRight aria-label="leitet weiter nach" className="size-4 shrink-0 text-muted-foreground" />
                  <a
                    href={item.targetPath}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="focus-ring inline-flex items-center gap-1 break-all rounded-sm text-primary hover:underline"
                  >
                    {item.targetPath}
                    <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="sr-only"> (öffnet in einem neuen Tab)</span>
                  </a>
                </h3>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                  <span className="rounded-full bg-muted px-2 py-0.5 font-semibold text-foreground">
                    <span className="sr-only">Sprache: </span>
                    {languageFacts[item.language].staffName}
                  </span>
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 font-semibold",
                      item.statusCode === 301 ? "bg-secondary text-secondary-foreground" : "border border-border text-foreground",
                    )}
                    title={
                      item.statusCode === 301
                        ? "Dauerhaft: Suchmaschinen übernehmen die neue Adresse"
                        : "Vorübergehend: Suchmaschinen behalten die alte Adresse"
                    }
                  >
                    {item.statusCode === 301 ? "301 dauerhaft" : "302 vorübergehend"}
                  </span>
                  <span className="rounded-full border border-border px-2 py-0.5 text-muted-foreground">{redirectOriginLabels[item.origin]}</span>
                  {item.targetIsPage ? null : (
                    <span className="inline-flex items-center gap-1 rounded-full border border-destructive px-2 py-0.5 font-semibold text-destructive">
                      <TriangleAlert aria-hidden="true" className="size-3.5" />
                      Zielseite fehlt
                    </span>
                  )}
                  <span className="text-muted-foreground">
                    <time dateTime={item.createdAtIso}>{item.createdAt}</time>
                    {item.createdBy ? ` · ${item.createdBy}` : null}
                  </span>
                </div>
              </div>
              <Link to={deleteHref(item.id)} preventScrollReset className={cmsButton("ghost-danger", "self-start sm:self-center")}>
                <Trash2 aria-hidden="true" className="size-4" />
                Löschen<span className="sr-only"> (Weiterleitung von {source})</span>
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
