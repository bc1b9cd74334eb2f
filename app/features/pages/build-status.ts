// Reading a build-status answer (docs/product/public-site.md, "Build-info"): JSON or key=value lines.
export function parseBuildStatus(body: string): Record<string, string> {
  const text = body.trim();
  if (text.startsWith("{")) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(parsed).map(([k, v]) => [k, v == null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v as string | number | boolean)]),
      );
    } catch {
      return {};
    }
  }
  const result: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf("=");
    if (at > 0) result[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return result;
}

/** The meta tags /build-info carries its build in (docs/product/public-site.md, "Build-info": read from the page's meta tags). */
export const buildMetaNames = { build: "build-id", timestamp: "build-timestamp", commit: "build-commit" } as const;

export const NOT_FOUND = "Not found";

export interface BuildMeta {
  build: string;
  timestamp: string;
  commit: string;
}

const buildDateTime = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Europe/Zurich",
});

/**
 * The three values as shown: each from its meta tag, 'Not found' when the tag is missing or empty;
 * the timestamp in de-DE, Swiss time (fixed, so server and browser show the same text).
 */
export function readBuildMeta(content: (name: string) => string | null | undefined): BuildMeta {
  const value = (name: string) => content(name)?.trim() || NOT_FOUND;
  const timestamp = value(buildMetaNames.timestamp);
  const date = new Date(timestamp);
  return {
    build: value(buildMetaNames.build),
    timestamp: timestamp === NOT_FOUND || Number.isNaN(date.getTime()) ? timestamp : buildDateTime.format(date),
    commit: value(buildMetaNames.commit),
  };
}

export type EndpointCheck = { url: string; state: "pending" } | { url: string; state: "ok"; build: string } | { url: string; state: "error"; error: string };

/** One endpoint's answer (docs/product/validation-and-messages.md, "Build-info"): 'HTTP {status}' when it failed, its build or 'Not found'. */
export function endpointCheckFrom(url: string, response: { ok: boolean; status: number; body: string }): EndpointCheck {
  if (!response.ok) return { url, state: "error", error: `HTTP ${response.status}` };
  const build = parseBuildStatus(response.body).build?.trim();
  return { url, state: "ok", build: build ? build.slice(0, 8) : NOT_FOUND };
}
