// Renders deploy/nginx/auralis.conf.template and auralis-upstream.conf.template, the one source of the
// proxy configuration (the app processes sit in a file of their own, which deploy/rolling-restart.mjs
// edits during a restart).
//   node deploy/nginx/render.mjs              → prints the production example (TLS, two processes)
//   node deploy/nginx/render.mjs --write      → writes it to deploy/nginx/auralis.conf and auralis-upstream.conf
// The deployment tests (tests/deployment/stack.ts) call renderNginxSite and renderUpstream with their own ports.
import fs from "node:fs";
import { fileURLToPath } from "node:url";

export const templatePath = fileURLToPath(new URL("./auralis.conf.template", import.meta.url));
export const examplePath = fileURLToPath(new URL("./auralis.conf", import.meta.url));
export const upstreamTemplatePath = fileURLToPath(new URL("./auralis-upstream.conf.template", import.meta.url));
export const upstreamExamplePath = fileURLToPath(new URL("./auralis-upstream.conf", import.meta.url));

/** The values of the committed example: TLS on one host name, two app processes on this machine. */
export const exampleOptions = {
  serverName: "www.auralis-medizintechnik.example",
  upstreamFile: "/etc/nginx/auralis-upstream.conf",
  apps: ["127.0.0.1:3001", "127.0.0.1:3002"],
  tls: {
    certificate: "/etc/letsencrypt/live/www.auralis-medizintechnik.example/fullchain.pem",
    certificateKey: "/etc/letsencrypt/live/www.auralis-medizintechnik.example/privkey.pem",
  },
};

/**
 * @param {string} template
 * @param {{ serverName: string, upstreamFile: string, apps: string[], listen?: string[], tls?: { certificate: string, certificateKey: string } }} options
 * @returns {string}
 */
export function renderNginxSite(template, options) {
  if (options.apps.length === 0) throw new Error("Mindestens ein App-Prozess ist nötig.");
  const listen = options.listen ?? (options.tls ? ["443 ssl http2", "[::]:443 ssl http2"] : ["80", "[::]:80"]);
  const listenLines = listen.map((l) => `    listen ${l};`);
  if (options.tls) {
    listenLines.push(
      `    ssl_certificate ${options.tls.certificate};`,
      `    ssl_certificate_key ${options.tls.certificateKey};`,
      '    add_header Strict-Transport-Security "max-age=31536000" always;',
    );
  }
  const redirect = options.tls
    ? [
        "",
        "# Alles über HTTP geht auf HTTPS (SITE_URL beginnt mit https://, die Sitzungscookies sind dann Secure).",
        "server {",
        "    listen 80;",
        "    listen [::]:80;",
        `    server_name ${options.serverName};`,
        "    return 301 https://$host$request_uri;",
        "}",
      ].join("\n")
    : "";
  const values = {
    listen: listenLines.join("\n"),
    server_name: options.serverName,
    redirect_server: redirect,
    app_count: String(options.apps.length),
    upstream_file: options.upstreamFile,
  };
  return fillTemplate(template, options.apps, values);
}

/**
 * The upstream's server lines: one of each {{app}} line per process.
 * @param {string} template
 * @param {string[]} apps
 * @returns {string}
 */
export function renderUpstream(template, apps) {
  if (apps.length === 0) throw new Error("Mindestens ein App-Prozess ist nötig.");
  return fillTemplate(template, apps, {});
}

/**
 * @param {string} template
 * @param {string[]} apps
 * @param {Record<string, string>} values
 */
function fillTemplate(template, apps, values) {
  const lines = [];
  for (const line of template.split("\n")) {
    if (line.includes("{{app}}")) {
      for (const app of apps) lines.push(line.replaceAll("{{app}}", app));
      continue;
    }
    lines.push(
      line.replace(/\{\{(\w+)\}\}/g, (whole, key) => {
        if (!(key in values)) throw new Error(`Unbekannter Platzhalter ${whole} in der nginx-Vorlage`);
        return values[key];
      }),
    );
  }
  return lines.join("\n");
}

/** The committed example, rendered from the template. */
export function renderExample() {
  return renderNginxSite(fs.readFileSync(templatePath, "utf8"), exampleOptions);
}

/** The committed example of the upstream's server lines. */
export function renderUpstreamExample() {
  return renderUpstream(fs.readFileSync(upstreamTemplatePath, "utf8"), exampleOptions.apps);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  if (process.argv.includes("--write")) {
    for (const [file, text] of [
      [examplePath, renderExample()],
      [upstreamExamplePath, renderUpstreamExample()],
    ]) {
      fs.writeFileSync(file, text);
      console.log(`Geschrieben: ${file}`);
    }
  } else {
    process.stdout.write(`${renderExample()}\n# ---- ${exampleOptions.upstreamFile} ----\n${renderUpstreamExample()}`);
  }
}
