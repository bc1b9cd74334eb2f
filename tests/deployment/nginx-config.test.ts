// The proxy configuration has one source, deploy/nginx/auralis.conf.template with the app processes in
// auralis-upstream.conf.template: the committed examples are their rendering, what nginx makes of it
// is valid, and deploy/rolling-restart.mjs reads the processes from the upstream file.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  examplePath,
  exampleOptions,
  renderExample,
  renderNginxSite,
  renderUpstream,
  renderUpstreamExample,
  templatePath,
  upstreamExamplePath,
  upstreamTemplatePath,
} from "../../deploy/nginx/render.mjs";
import { nginxLeavesOutMs, upstreamProcesses } from "../../deploy/rolling-restart.mjs";

describe("nginx-Konfiguration aus deploy/nginx", () => {
  it("keeps the committed example equal to the template's rendering (node deploy/nginx/render.mjs --write)", () => {
    expect(fs.readFileSync(examplePath, "utf8")).toBe(renderExample());
    expect(fs.readFileSync(upstreamExamplePath, "utf8")).toBe(renderUpstreamExample());
  });

  it("renders one upstream line per process, the reserve lines and the retry count, and nginx accepts it", () => {
    const apps = ["127.0.0.1:4001", "127.0.0.1:4002", "127.0.0.1:4003"];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-nginx-t-"));
    const upstreamFile = path.join(dir, "auralis-upstream.conf");
    const site = renderNginxSite(fs.readFileSync(templatePath, "utf8"), { ...exampleOptions, upstreamFile, tls: undefined, apps, listen: ["127.0.0.1:8080"] });
    const upstream = renderUpstream(fs.readFileSync(upstreamTemplatePath, "utf8"), apps);
    for (const app of apps) {
      expect(upstream).toContain(`server ${app} max_fails=2 fail_timeout=3s;`);
      expect(upstream).toContain(`server ${app} backup max_fails=0;`);
    }
    expect(upstreamProcesses(upstream)).toEqual(apps);
    expect(site).toContain(`include ${upstreamFile};`);
    expect(site).toContain("proxy_next_upstream_tries 3;");
    // A request a closing port reset unread goes to the next process, a POST too (decision 0041) – but
    // never one whose body went out unbuffered (uploads), and never after 15 s.
    expect(site).toContain("proxy_next_upstream error timeout http_502 http_503 non_idempotent;");
    expect(site).toContain("proxy_next_upstream_timeout 15s;");
    expect(site).toMatch(/location = \/api\/media \{[^}]*proxy_request_buffering off;/);
    // A document version's upload ('Dokumente'): up to 50 MB of PDF, unbuffered, refused by the app while it arrives.
    expect(site).toMatch(/location = \/cms\/api\/dokumente\/versionen \{[^}]*client_max_body_size 51m;[^}]*proxy_request_buffering off;/);
    // The rolling restart waits out fail_timeout (3 s, counted by nginx in whole seconds) after each process.
    for (const app of apps) expect(nginxLeavesOutMs(upstream, app)).toBe(4000);
    expect(`${site}${upstream}`).not.toMatch(/\{\{\w+\}\}/);

    const nginxAccepts = (upstreamText: string) => {
      fs.writeFileSync(upstreamFile, upstreamText);
      const result = spawnSync("nginx", ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { encoding: "utf8" });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    };
    try {
      fs.writeFileSync(path.join(dir, "auralis.conf"), site);
      fs.writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/f;\n  uwsgi_temp_path ${dir}/u;\n  scgi_temp_path ${dir}/s;\n  include ${dir}/auralis.conf;\n}\n`,
      );
      const result = nginxAccepts(upstream);
      expect(result.status, result.output).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads from an upstream line how long nginx may leave a process out after a failure", () => {
    const upstream = [
      "server 127.0.0.1:4001 max_fails=2 fail_timeout=3s;",
      "server 127.0.0.1:4002;",
      "server 127.0.0.1:4003 fail_timeout=1m30s;",
      "server 127.0.0.1:4004 max_fails=0;",
      "server 127.0.0.1:4005 fail_timeout=500ms;",
      "server 127.0.0.1:4001 backup max_fails=0;",
    ].join("\n");
    // nginx's defaults: max_fails=1, fail_timeout=10s; plus a second, as nginx counts whole seconds.
    expect(["127.0.0.1:4001", "127.0.0.1:4002", "127.0.0.1:4003", "127.0.0.1:4004", "127.0.0.1:4005"].map((a) => nginxLeavesOutMs(upstream, a))).toEqual([
      4000, 11_000, 91_000, 0, 1500,
    ]);
  });
});
