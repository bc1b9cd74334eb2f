// `npm run backup -- <Datei>`: one archive with the database and every media file of the site this
// environment configures (DATA_DIR, or DATABASE_URL and S3_*). The code lives in the server bundle
// (server/backup.server.ts), so it uses the same database client and media storage as the server.
// The embedded database is only backed up while the server is stopped (its lock file is checked).
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
const { runBackupCommand } = await import(serverBuild);
// npm runs scripts in the project folder; a relative file name means the operator's folder.
process.exit(await runBackupCommand(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd()));
