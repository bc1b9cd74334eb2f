// The head of a CMS screen: the way back to the overview, the title, a short description and an
// optional main action (e.g. 'Vorlage hinzufügen').
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function CmsScreenHeader({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <div>
      <Link to="/cms-overview" className="focus-ring inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Zurück zur Übersicht
      </Link>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold">{title}</h1>
          {description ? <p className="mt-2 max-w-prose text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </div>
    </div>
  );
}
