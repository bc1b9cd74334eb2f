// PGlite keeps no lock of its own: a second process on the same directory corrupts it
// (architecture guide, "Measured facts"). This exclusive lock file makes a second server refuse.
// A PID alone does not identify a process: after a crash, and in containers above all, the PID in a
// stale lock often belongs to some other live process (PID 1 in every container). The lock therefore
// also records the process's start time as the kernel counts it, and a live PID whose start time
// differs is another process: the lock is stale.
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

interface LockHolder {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/PID/stat, field 22); null where unknown. */
  startTicks: number | null;
}

/** The kernel's start time of a process, or null where /proc does not tell (not Linux, no such process). */
export function processStartTicks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Is the process that wrote the lock still running? Same PID and, where both are known, the same start time. */
function holderAlive(holder: LockHolder): boolean {
  if (!processAlive(holder.pid)) return false;
  if (holder.startTicks === null) return true;
  const now = processStartTicks(holder.pid);
  return now === null || now === holder.startTicks;
}

/** The holder a lock names; null for a lock that cannot be read (stale: it never identified anyone). */
function readHolder(content: string): LockHolder | null {
  try {
    const raw = JSON.parse(content) as { pid?: unknown; startTicks?: unknown };
    const pid = Number(raw.pid);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return { pid, startTicks: Number.isFinite(raw.startTicks) ? Number(raw.startTicks) : null };
  } catch {
    return null;
  }
}

function lockedError(dataDir: string, pid: number) {
  return new DataDirLockedError(
    `Das Datenverzeichnis ${dataDir} wird bereits von einem anderen Prozess (PID ${pid}) verwendet. ` +
      `Beenden Sie diesen Server oder wählen Sie mit DATA_DIR ein anderes Verzeichnis.`,
  );
}

/** Takes DATA_DIR/server.lock or throws DataDirLockedError; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");
  const content = JSON.stringify({ pid: process.pid, startTicks: processStartTicks(process.pid), startedAt: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written whole under a private name, then linked into place: link() fails when the lock exists,
    // and nobody ever reads a half-written lock.
    const draft = `${lockPath}.${process.pid}.tmp`;
    fs.writeFileSync(draft, content);
    try {
      fs.linkSync(draft, lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === content) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
    const seen = fs.readFileSync(lockPath, "utf8");
    const holder = readHolder(seen);
    if (holder && holder.pid !== process.pid && holderAlive(holder)) throw lockedError(dataDir, holder.pid);
    // The holder is gone (crash, kill -9) or its PID now names another process: the lock is stale.
    // Moved aside rather than deleted, so that a lock another starting server took in the meantime
    // is noticed (its content differs) and put back instead of being thrown away.
    const aside = `${lockPath}.${process.pid}.stale`;
    try {
      fs.renameSync(lockPath, aside);
    } catch {
      continue;
    }
    if (fs.readFileSync(aside, "utf8") !== seen) {
      const other = readHolder(fs.readFileSync(aside, "utf8"));
      try {
        fs.linkSync(aside, lockPath);
      } finally {
        fs.rmSync(aside, { force: true });
      }
      throw lockedError(dataDir, other?.pid ?? 0);
    }
    fs.rmSync(aside, { force: true });
  }
  throw new DataDirLockedError(`Die Sperrdatei in ${dataDir} konnte nicht angelegt werden.`);
}
