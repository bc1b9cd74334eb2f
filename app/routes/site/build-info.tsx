// Build diagnostics (spec §2 "Build-info"): the build in the page's meta tags, and a live check of
// the four status addresses.
import { useEffect, useState } from "react";
import { readBuildInfo } from "#server/build-info.server";
import { parseBuildStatus } from "~/features/pages/build-status";
import type { Route } from "./+types/build-info";

const ENDPOINTS = ["/version.json", "/_meta/version.json", "/build-status.txt", "/_meta/build-status.txt"];

export function loader() {
  return readBuildInfo();
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Build-Info" },
    { name: "robots", content: "noindex" },
    { name: "build-id", content: loaderData?.build ?? "" },
    { name: "build-timestamp", content: loaderData?.timestamp ?? "" },
    { name: "build-commit", content: loaderData?.commit ?? "" },
  ];
}

type Check = { url: string; state: "pending" } | { url: string; state: "ok"; build: string } | { url: string; state: "error"; error: string };

export default function BuildInfo({ loaderData }: Route.ComponentProps) {
  const [checks, setChecks] = useState<Check[]>(ENDPOINTS.map((url) => ({ url, state: "pending" })));
  useEffect(() => {
    let alive = true;
    for (const url of ENDPOINTS) {
      fetch(`${url}?t=${Date.now()}`, { cache: "no-store" })
        .then(async (res) => {
          const result: Check = res.ok
            ? { url, state: "ok", build: parseBuildStatus(await res.text()).build ?? "Not found" }
            : { url, state: "error", error: `HTTP ${res.status}` };
          if (alive) setChecks((all) => all.map((c) => (c.url === url ? result : c)));
        })
        .catch((error: Error) => alive && setChecks((all) => all.map((c) => (c.url === url ? { url, state: "error", error: error.message } : c))));
    }
    return () => {
      alive = false;
    };
  }, []);
  const rows: [string, string][] = [
    ["Build", loaderData.build || "Not found"],
    ["Zeitpunkt", loaderData.timestamp ? new Date(loaderData.timestamp).toLocaleString("de-DE") : "Not found"],
    ["Commit", loaderData.commit ?? "Not found"],
  ];
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-bold">Build-Info</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-border bg-card p-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-all font-mono text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-10 text-xl font-semibold">Endpunkte</h2>
      <ul className="mt-4 divide-y divide-border rounded-card border border-border bg-card">
        {checks.map((check) => (
          <li key={check.url} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <code className="text-sm">{check.url}</code>
            {check.state === "pending" && <span className="text-sm text-muted-foreground">wird geprüft …</span>}
            {check.state === "ok" && <span className="rounded-full bg-muted px-3 py-1 text-sm">OK · {check.build.slice(0, 8)}</span>}
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
