// PGlite keeps no lock of its own: a second process on the same directory corrupts it
// (architecture guide, "Measured facts"). This exclusive lock file makes a second server refuse.
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes DATA_DIR/server.lock or throws DataDirLockedError; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const holder = JSON.parse(fs.readFileSync(lockPath, "utf8"));
          if (holder.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holderPid = NaN;
      try {
        holderPid = Number(JSON.parse(fs.readFileSync(lockPath, "utf8")).pid);
      } catch {
        /* unreadable lock: treat as stale */
      }
      if (Number.isInteger(holderPid) && holderPid !== process.pid && processAlive(holderPid)) {
        throw new DataDirLockedError(
          `Das Datenverzeichnis ${dataDir} wird bereits von einem anderen Prozess (PID ${holderPid}) verwendet. ` +
            `Beenden Sie diesen Server oder wählen Sie mit DATA_DIR ein anderes Verzeichnis.`,
        );
      }
      // The holder is gone (crash, kill -9): the lock is stale and may be taken over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Die Sperrdatei in ${dataDir} konnte nicht angelegt werden.`);
}
