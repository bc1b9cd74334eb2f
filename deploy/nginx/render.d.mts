// Types of render.mjs for the TypeScript deployment tests.
export interface NginxSiteOptions {
  serverName: string;
  /** Path of the upstream's server lines (renderUpstream), as nginx's include reads it. */
  upstreamFile: string;
  /** host:port of each app process, one upstream server line each. */
  apps: string[];
  /** listen arguments; default 80 (or 443 ssl with tls). */
  listen?: string[];
  tls?: { certificate: string; certificateKey: string };
}

export const templatePath: string;
export const examplePath: string;
export const upstreamTemplatePath: string;
export const upstreamExamplePath: string;
export const exampleOptions: NginxSiteOptions;
export function renderNginxSite(template: string, options: NginxSiteOptions): string;
export function renderUpstream(template: string, apps: string[]): string;
export function renderExample(): string;
export function renderUpstreamExample(): string;
