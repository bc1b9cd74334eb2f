// `npm run restore -- <Datei> [--force]`: puts an archive of `npm run backup` into the site this
// environment configures. A target with content is only replaced with --force; a damaged archive is
// refused before anything changes. The embedded database is only restored while the server is stopped.
import { loadServerBuild, operatorDirectory } from "./server-build.mjs";

const { runRestoreCommand } = await loadServerBuild();
process.exit(await runRestoreCommand(process.argv.slice(2), operatorDirectory()));
