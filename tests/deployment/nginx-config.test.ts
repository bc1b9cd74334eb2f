// The proxy configuration has one source, deploy/nginx/auralis.conf.template: the committed example
// is its rendering, and what nginx makes of it is valid.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { examplePath, exampleOptions, renderExample, renderNginxSite, templatePath } from "../../deploy/nginx/render.mjs";

describe("nginx-Konfiguration aus deploy/nginx", () => {
  it("keeps the committed example equal to the template's rendering (node deploy/nginx/render.mjs --write)", () => {
    expect(fs.readFileSync(examplePath, "utf8")).toBe(renderExample());
  });

  it("renders one upstream line per process, the reserve lines and the retry count, and nginx accepts it", () => {
    const apps = ["127.0.0.1:4001", "127.0.0.1:4002", "127.0.0.1:4003"];
    const site = renderNginxSite(fs.readFileSync(templatePath, "utf8"), { ...exampleOptions, tls: undefined, apps, listen: ["127.0.0.1:8080"] });
    for (const app of apps) {
      expect(site).toContain(`server ${app} max_fails=2 fail_timeout=3s;`);
      expect(site).toContain(`server ${app} backup max_fails=0;`);
    }
    expect(site).toContain("proxy_next_upstream_tries 3;");
    expect(site).not.toMatch(/\{\{\w+\}\}/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-nginx-t-"));
    try {
      fs.writeFileSync(path.join(dir, "auralis.conf"), site);
      fs.writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/f;\n  uwsgi_temp_path ${dir}/u;\n  scgi_temp_path ${dir}/s;\n  include ${dir}/auralis.conf;\n}\n`,
      );
      const result = spawnSync("nginx", ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { encoding: "utf8" });
      expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
