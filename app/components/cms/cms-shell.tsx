import type { ReactNode } from "react";
import { CmsHeader } from "./cms-header";
import { CmsSidebar } from "./cms-sidebar";
import { CmsToaster } from "./cms-toaster";

export type CmsShellProps = {
  email: string;
  roleLabel: string;
  /** The viewer's rights (operations), for the navigation. */
  rights: readonly string[];
  signOut: ReactNode;
  children: ReactNode;
};

/** The frame of every /cms* screen: header, navigation (side bar or top bar on phones), content, toasts. */
export function CmsShell({ email, roleLabel, rights, signOut, children }: CmsShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#cms-inhalt"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        Zum Inhalt springen
      </a>
      <CmsHeader email={email} roleLabel={roleLabel} signOut={signOut} />
      <div className="flex flex-1 flex-col md:flex-row">
        <CmsSidebar rights={rights} />
        <main id="cms-inhalt" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
      <CmsToaster />
    </div>
  );
}
