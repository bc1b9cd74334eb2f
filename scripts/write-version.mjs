// Writes build/version.json: build id, timestamp and commit of this build (docs/product/public-site.md, "Build-info"; docs/product/data-model.md, "Build information").
import { execSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";

let commit = null;
try {
  commit =
    execSync("git rev-parse HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim() || null;
} catch {
  /* not a git checkout */
}
const timestamp = new Date().toISOString();
const build = crypto
  .createHash("sha256")
  .update(`${commit ?? "nocommit"}-${timestamp}`)
  .digest("hex")
  .slice(0, 16);
fs.mkdirSync("build", { recursive: true });
fs.writeFileSync("build/version.json", JSON.stringify({ build, timestamp, commit }, null, 2));
console.log(`build/version.json: ${build} (${commit ?? "ohne Commit"})`);
