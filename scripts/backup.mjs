// `npm run backup -- <Datei>`: one archive with the database and every media file of the site this
// environment configures (DATA_DIR, or DATABASE_URL and S3_*); see app/features/backup/.
// The embedded database is only backed up while the server is stopped (its lock file is checked).
import { loadServerBuild, operatorDirectory } from "./server-build.mjs";

const { runBackupCommand } = await loadServerBuild();
process.exit(await runBackupCommand(process.argv.slice(2), operatorDirectory()));
