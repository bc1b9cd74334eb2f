// `npm run restore -- <Datei> [--force]`: puts an archive of `npm run backup` into the site this
// environment configures. A target with content is only replaced with --force; a damaged archive is
// refused before anything changes. The embedded database is only restored while the server is stopped.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const serverBuild = path.resolve("build/server/index.js");
if (!fs.existsSync(serverBuild)) {
  console.log("Kein Build vorhanden – baue die Anwendung …");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
const { runRestoreCommand } = await import(serverBuild);
// npm runs scripts in the project folder; a relative file name means the operator's folder.
process.exit(await runRestoreCommand(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd()));
