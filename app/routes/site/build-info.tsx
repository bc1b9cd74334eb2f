// Build diagnostics (docs/product/public-site.md, "Build-info"; its messages in docs/product/validation-and-messages.md): build id, timestamp and commit as
// the page's meta tags carry them, and a live check of the four status addresses ('HTTP {status}' or
// the error's message with an Error badge; 'Not found' for what is missing).
import { useEffect, useState } from "react";
import { readBuildInfo } from "~/core/build-info.server";
import { buildMetaNames, endpointCheckFrom, readBuildMeta, type BuildMeta, type EndpointCheck } from "~/features/pages/build-status";
import { siteTexts } from "~/features/site-language/site-texts";
import { languageOfPath } from "~/lib/languages";
import type { Route } from "./+types/build-info";

const ENDPOINTS = ["/version.json", "/_meta/version.json", "/build-status.txt", "/_meta/build-status.txt"];

export function loader({ request }: Route.LoaderArgs) {
  // A build-info load error is only logged (readBuildInfo), with defaults used (docs/product/validation-and-messages.md, "Public pages").
  // The page speaks the language of its address: the footer of a French page links /fr/build-info (app/routes.ts).
  return { ...readBuildInfo(), language: languageOfPath(new URL(request.url).pathname) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: siteTexts[loaderData?.language ?? "de"].buildInfo.title },
    { name: "robots", content: "noindex" },
    { name: buildMetaNames.build, content: loaderData?.build ?? "" },
    { name: buildMetaNames.timestamp, content: loaderData?.timestamp ?? "" },
    { name: buildMetaNames.commit, content: loaderData?.commit ?? "" },
  ];
}

function metaContent(name: string) {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

export default function BuildInfo({ loaderData }: Route.ComponentProps) {
  const texts = siteTexts[loaderData.language].buildInfo;
  // The server renders what it put into the meta tags; in the browser the tags themselves are read.
  const fromLoader: Record<string, string | null | undefined> = {
    [buildMetaNames.build]: loaderData.build,
    [buildMetaNames.timestamp]: loaderData.timestamp,
    [buildMetaNames.commit]: loaderData.commit,
  };
  const [shown, setShown] = useState<BuildMeta>(() => readBuildMeta((name) => fromLoader[name]));
  const [checks, setChecks] = useState<EndpointCheck[]>(ENDPOINTS.map((url) => ({ url, state: "pending" })));

  useEffect(() => {
    setShown(readBuildMeta(metaContent));
    let alive = true;
    const update = (result: EndpointCheck) => alive && setChecks((all) => all.map((c) => (c.url === result.url ? result : c)));
    for (const url of ENDPOINTS) {
      fetch(`${url}?t=${Date.now()}`, { cache: "no-store" })
        .then(async (res) => update(endpointCheckFrom(url, { ok: res.ok, status: res.status, body: res.ok ? await res.text() : "" })))
        .catch((error: Error) => {
          console.warn(`Build-Info: ${url} nicht erreichbar`, error);
          update({ url, state: "error", error: error.message });
        });
    }
    return () => {
      alive = false;
    };
  }, []);

  const rows: [string, string][] = [
    ["Build", shown.build],
    [texts.timestamp, shown.timestamp],
    ["Commit", shown.commit],
  ];
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-bold">{texts.title}</h1>
      <dl aria-label="Build" className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-border bg-card p-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="min-w-0 break-all font-mono text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 text-xl font-semibold">{texts.endpoints}</h2>
      <ul aria-label={texts.endpoints} className="mt-4 divide-y divide-border rounded-card border border-border bg-card">
        {checks.map((check) => (
          <li key={check.url} data-state={check.state} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <code className="break-all text-sm">{check.url}</code>
            {check.state === "pending" && <span className="text-sm text-muted-foreground">{texts.checking}</span>}
            {check.state === "ok" && <span className="rounded-full bg-muted px-3 py-1 text-sm">OK · {check.build}</span>}
            {check.state === "error" && (
              <span className="text-sm">
                <span className="mr-2 rounded-full bg-destructive px-3 py-1 font-semibold text-white">Error</span>
                {check.error}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
