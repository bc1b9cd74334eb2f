// CMS home (docs/product/cms-screens.md, "CMS overview"): welcome, website status, 'Seiten verwalten' (the same
// PageManager as /cms/seiten, whose action it posts to) and the newest contact messages.
import { ExternalLink, FileText, Inbox, LayoutTemplate } from "lucide-react";
import type { ReactNode } from "react";
import { db } from "#db/client.server";
import { readBuildInfo } from "~/core/build-info.server";
import { env } from "~/core/env.server";
import { cmsButton } from "~/components/cms/cms-button";
import { cmsMeta } from "~/components/cms/cms-meta";
import { can } from "~/core/access/access-control";
import { roleLabels } from "~/core/access/roles";
import { loadPageListView, pageListQueryFrom } from "~/features/page-admin/page-list.server";
import { PageManager } from "~/features/page-admin/page-manager";
import { requireStaff } from "~/features/auth/viewer.server";
import { describeBuild, loadLatestMessages, loadOverviewCounts } from "~/features/cms/overview.server";
import { withOutdatedCounts } from "~/features/translations/list-states.server";
import { pageRightsOf } from "~/features/translations/page-rights";
import type { Route } from "./+types/overview";

export async function loader({ request }: Route.LoaderArgs) {
  // Loaders run side by side: the frame's guard does not protect this one's data, so it checks too.
  const viewer = await requireStaff(request);
  // Contact messages hold visitors' personal data: only for whom may read them (not translators).
  const mayReadMessages = can(viewer.role, "messages.read");
  const [counts, messages, pages] = await Promise.all([
    loadOverviewCounts(db()),
    mayReadMessages ? loadLatestMessages(db()) : Promise.resolve(null),
    loadPageListView(db(), pageListQueryFrom(new URL(request.url))).then((view) => withOutdatedCounts(db(), view)),
  ]);
  return {
    pages,
    canDelete: can(viewer.role, "pages.delete"),
    canChangeKind: can(viewer.role, "pages.kind"),
    rights: pageRightsOf(viewer.role),
    viewer: { name: viewer.name || viewer.email, roleLabel: roleLabels[viewer.role] },
    siteUrl: env().siteUrl,
    build: describeBuild(readBuildInfo()),
    counts,
    messages,
  };
}

export function meta() {
  return cmsMeta("CMS-Übersicht");
}

export default function CmsOverview({ loaderData }: Route.ComponentProps) {
  const { viewer, siteUrl, build, counts, messages, pages, canDelete, rights, canChangeKind } = loaderData;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <div>
        <h1 className="font-display text-3xl font-bold">CMS-Übersicht</h1>
        <p className="mt-2 text-muted-foreground">
          Willkommen, <span className="font-semibold text-foreground">{viewer.name}</span> · {viewer.roleLabel}
        </p>
      </div>

      <section aria-labelledby="website-status" className="rounded-card border border-border bg-card p-6 text-card-foreground">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id="website-status" className="text-xl font-semibold">
              Website Status
            </h2>
            <p className="mt-1 break-all text-sm text-muted-foreground">{siteUrl}</p>
          </div>
          <a href="/" target="_blank" rel="noopener noreferrer" className={cmsButton("primary")}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Besuchen
            <span className="sr-only"> (Website öffnet in einem neuen Tab)</span>
          </a>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Build" value={<code className="font-mono">{build.id}</code>} detail={build.date ?? undefined} />
          <Stat label="Veröffentlichte Seiten" value={counts.publishedPages} icon={<FileText aria-hidden="true" className="size-4" />} />
          <Stat label="Veröffentlichte Sektionen" value={counts.publishedSections} icon={<LayoutTemplate aria-hidden="true" className="size-4" />} />
          <Stat label="Neue Kontaktanfragen" value={counts.newMessages} icon={<Inbox aria-hidden="true" className="size-4" />} />
        </dl>
      </section>

      <PageManager view={pages} canDelete={canDelete} rights={rights} canChangeKind={canChangeKind} />

      {messages ? <LatestMessages messages={messages} /> : null}
    </div>
  );
}

function LatestMessages({ messages }: { messages: NonNullable<Route.ComponentProps["loaderData"]["messages"]> }) {
  return (
    <section aria-labelledby="neueste-kontaktanfragen">
      <h2 id="neueste-kontaktanfragen" className="text-xl font-semibold">
        Neueste Kontaktanfragen
      </h2>
      {messages.length === 0 ? (
        <p className="mt-3 rounded-card border border-dashed border-border p-6 text-muted-foreground">Noch keine Kontaktanfragen vorhanden.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-card border border-border bg-card text-card-foreground">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-1 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold">
                  {message.name}
                  {message.isNew ? <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">Neu</span> : null}
                </p>
                <time dateTime={message.dateIso} className="text-sm text-muted-foreground">
                  {message.date}
                </time>
              </div>
              <a href={`mailto:${message.email}`} className="focus-ring w-fit break-all rounded-sm text-sm text-primary underline-offset-4 hover:underline">
                {message.email}
              </a>
              <p className="text-sm text-muted-foreground">{message.preview}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Stat({ label, value, detail, icon }: { label: string; value: ReactNode; detail?: string; icon?: ReactNode }) {
  return (
    <div className="rounded-md bg-muted p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold">
        {value}
        {detail ? <span className="ml-2 text-sm font-normal text-muted-foreground">{detail}</span> : null}
      </dd>
    </div>
  );
}
