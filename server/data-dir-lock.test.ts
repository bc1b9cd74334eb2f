import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("acquireDataDirLock", () => {
  it("refuses while another live process holds the directory, with a clear message", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: other.pid }));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/bereits von einem anderen Prozess \(PID \d+\) verwendet/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone", async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: gone.pid }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("creates the directory and releases the lock", () => {
    const dir = path.join(tempDir(), "neu");
    const release = acquireDataDirLock(dir);
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(true);
    release();
    expect(() => acquireDataDirLock(dir)()).not.toThrow();
  });
});
