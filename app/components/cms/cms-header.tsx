import { ExternalLink, PencilLine, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export type CmsHeaderProps = {
  email: string;
  roleLabel: string;
  /** The sign-out control; passed in because it belongs to the auth feature, not to the frame. */
  signOut: ReactNode;
};

const headerLinkClass = "focus-ring inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted";

/** The CMS frame (docs/product/cms-screens.md, "The CMS frame"): header 'Content Management System' with the user's address and logout. */
export function CmsHeader({ email, roleLabel, signOut }: CmsHeaderProps) {
  return (
    <header className="border-b border-border bg-card text-card-foreground">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/cms-overview" className="focus-ring rounded-sm font-display text-lg font-bold sm:text-xl">
          Content Management System
        </Link>
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Angemeldet als</span>
            <span className="truncate font-medium text-foreground" title={email}>
              {email}
            </span>
            <span className="hidden rounded-full bg-muted px-2 py-0.5 text-xs sm:inline">{roleLabel}</span>
          </p>
          {/* The edit-mode toggle of the CMS: the live site with edit=1 switches the mode on there. */}
          <a href="/?edit=1" className={headerLinkClass}>
            <PencilLine aria-hidden="true" className="size-4" />
            Edit-Mode
          </a>
          <a href="/" target="_blank" rel="noopener noreferrer" className={headerLinkClass}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Zur Website
            <span className="sr-only"> (öffnet in einem neuen Tab)</span>
          </a>
          {signOut}
        </div>
      </div>
    </header>
  );
}
