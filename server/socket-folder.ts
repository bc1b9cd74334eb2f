// The folder of the application's private socket (server/app.ts run): made afresh for each process, in
// the system's temporary folder, readable by this user only. A process that ends normally removes its
// own; one that was killed (SIGKILL, a crash of the machine's power) cannot, so each start removes the
// folders of processes that are gone.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const PREFIX = "auralis-app-";
export const SOCKET_NAME = "app.sock";
/** A folder without a socket this old is no process starting up any more. */
const STARTING_MS = 60_000;

/** A new socket folder, after the folders of processes that are gone have been removed. */
export async function openSocketFolder(parent = os.tmpdir()): Promise<string> {
  await removeAbandonedSocketFolders(parent);
  return fs.mkdtempSync(path.join(parent, PREFIX));
}

/**
 * Removes this user's socket folders that no process listens in: the socket refuses connections, or
 * there is none and the folder is older than a start takes. A folder whose socket answers belongs to a
 * running server (another instance on this machine) and stays.
 */
export async function removeAbandonedSocketFolders(parent = os.tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  const uid = process.getuid?.();
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(parent, name);
    try {
      const stat = fs.lstatSync(dir);
      if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid)) continue;
      const socket = path.join(dir, SOCKET_NAME);
      const abandoned = fs.existsSync(socket) ? !(await answers(socket)) : Date.now() - stat.mtimeMs > STARTING_MS;
      if (!abandoned) continue;
      fs.rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // Removed meanwhile by its own process, or not ours to read: left alone.
    }
  }
  return removed;
}

function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = net.connect(socket);
    connection.once("connect", () => {
      connection.destroy();
      resolve(true);
    });
    // ECONNREFUSED: the file remains, its process is gone.
    connection.once("error", () => resolve(false));
  });
}
