import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSocketFolder, removeAbandonedSocketFolders, SOCKET_NAME } from "./socket-folder";

const cleanUps: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanUps.splice(0)) fn();
});

function tempParent() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "socket-folder-test-"));
  cleanUps.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A socket folder as a process killed with SIGKILL leaves it: the socket file, nobody listening. */
function killedProcessFolder(parent: string, name: string) {
  const dir = path.join(parent, name);
  fs.mkdirSync(dir);
  const socket = path.join(dir, SOCKET_NAME);
  const child = spawnSync(process.execPath, [
    "-e",
    `require("node:net").createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, "SIGKILL"))`,
  ]);
  expect(child.signal).toBe("SIGKILL");
  expect(fs.existsSync(socket)).toBe(true);
  return dir;
}

describe("the application's socket folder", () => {
  it("removes the folders of processes that are gone, and keeps those of running and starting ones", async () => {
    const parent = tempParent();
    const killed = killedProcessFolder(parent, "auralis-app-killed");

    const running = path.join(parent, "auralis-app-running");
    fs.mkdirSync(running);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(path.join(running, SOCKET_NAME), resolve));
    cleanUps.push(() => server.close());

    const starting = path.join(parent, "auralis-app-starting");
    fs.mkdirSync(starting);
    const stale = path.join(parent, "auralis-app-stale");
    fs.mkdirSync(stale);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    fs.utimesSync(stale, twoMinutesAgo, twoMinutesAgo);
    const other = path.join(parent, "something-else");
    fs.mkdirSync(other);
    fs.utimesSync(other, twoMinutesAgo, twoMinutesAgo);

    expect((await removeAbandonedSocketFolders(parent)).sort()).toEqual([killed, stale].sort());
    expect(fs.readdirSync(parent).sort()).toEqual(["auralis-app-running", "auralis-app-starting", "something-else"]);
  });

  it("opens a new folder only this user can enter, after clearing the abandoned ones", async () => {
    const parent = tempParent();
    const killed = killedProcessFolder(parent, "auralis-app-old");
    const dir = await openSocketFolder(parent);
    expect(path.basename(dir)).toMatch(/^auralis-app-/);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(killed)).toBe(false);
  });
});
