// The production server bundle (build/server/index.js), built first when there is none: `npm start`,
// `npm run backup` and `npm run restore` all run code from it, so they share one database client and
// one media storage with the server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export async function loadServerBuild({ forceBuild = false } = {}) {
  const serverBuild = path.resolve("build/server/index.js");
  if (!fs.existsSync(serverBuild) || forceBuild) {
    console.log(forceBuild ? "Baue die Anwendung neu …" : "Kein Build vorhanden – baue die Anwendung …");
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  process.env.NODE_ENV ??= "production";
  return import(serverBuild);
}

/** npm runs scripts in the project folder; a relative file name means the folder the operator typed it in. */
export const operatorDirectory = () => process.env.INIT_CWD ?? process.cwd();
