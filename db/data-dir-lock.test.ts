import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { transformWithEsbuild } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, processStartTicks } from "./data-dir-lock";

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

  it("takes over a lock whose PID now belongs to another live process (PID reused after a crash)", () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      const ticks = processStartTicks(other.pid!);
      expect(ticks).toEqual(expect.any(Number));
      // The crashed server had this PID but started at another time than the process that has it now.
      fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: other.pid, startTicks: ticks! - 1000 }));
      const release = acquireDataDirLock(dir);
      expect(JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(process.pid);
      release();
    } finally {
      other.kill();
    }
  });

  it("still refuses a live server that wrote its start time", () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: other.pid, startTicks: processStartTicks(other.pid!) }));
      expect(() => acquireDataDirLock(dir)).toThrow(/PID \d+/);
    } finally {
      other.kill();
    }
  });

  it("takes over an unreadable lock and leaves no scratch files behind", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "server.lock"), "{halb");
    const release = acquireDataDirLock(dir);
    expect(fs.readdirSync(dir)).toEqual(["server.lock"]);
    release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("lets one of several servers started at once take the lock", async () => {
    const dir = tempDir();
    // Real processes racing for the lock: the module, compiled to plain JavaScript for them.
    const compiled = path.join(tempDir(), "data-dir-lock.mjs");
    const source = fs.readFileSync(path.resolve("db/data-dir-lock.ts"), "utf8");
    fs.writeFileSync(compiled, (await transformWithEsbuild(source, "data-dir-lock.ts", { format: "esm" })).code);
    const script = `
      import(${JSON.stringify(compiled)}).then(({ acquireDataDirLock }) => {
        try { acquireDataDirLock(process.argv[1]); console.log("taken"); setTimeout(() => {}, 1500); }
        catch (e) { console.log(e.constructor.name === "DataDirLockedError" ? "refused" : String(e)); }
      });`;
    const runs = Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve) => {
          const child = spawn(process.execPath, ["--input-type=module", "-e", script, dir]);
          let out = "";
          child.stdout.on("data", (d) => (out += d));
          child.on("exit", () => resolve(out.trim()));
        }),
    );
    const results = await Promise.all(runs);
    expect(results.filter((r) => r === "taken")).toHaveLength(1);
    expect(results.filter((r) => r === "refused")).toHaveLength(5);
  });
});
