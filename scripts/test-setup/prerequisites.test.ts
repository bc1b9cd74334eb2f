import { describe, expect, it } from "vitest";
import { missingPackages, packagesNeeded, setupPlan } from "./prerequisites.mjs";

const ALL = ["typecheck", "vitest", "build", "deployment", "e2e"];
const nothing = { chromium: null, pgBin: null, nginx: null };
const everything = { chromium: "/usr/lib/chromium/chromium-headless-shell", pgBin: "/usr/lib/postgresql/15/bin", nginx: "/usr/sbin/nginx" };

describe("npm test: what the machine must have", () => {
  it("needs all three packages for the whole run, whether or not TEST_DATABASE_URL is set", () => {
    expect(packagesNeeded(ALL, { hasTestDatabaseUrl: false })).toEqual(["chromium-headless-shell", "postgresql", "nginx-light"]);
    expect(packagesNeeded(ALL, { hasTestDatabaseUrl: true })).toEqual(["chromium-headless-shell", "postgresql", "nginx-light"]);
  });

  it("needs Postgres for vitest only when it has to start its own server", () => {
    expect(packagesNeeded(["typecheck", "vitest"], { hasTestDatabaseUrl: false })).toEqual(["postgresql"]);
    expect(packagesNeeded(["typecheck", "vitest"], { hasTestDatabaseUrl: true })).toEqual([]);
    expect(packagesNeeded(["e2e"], { hasTestDatabaseUrl: true })).toEqual(["chromium-headless-shell"]);
  });

  it("names a package missing when its program was not found", () => {
    const needed = packagesNeeded(ALL, { hasTestDatabaseUrl: false });
    expect(missingPackages(needed, everything)).toEqual([]);
    expect(missingPackages(needed, nothing)).toEqual(["chromium-headless-shell", "postgresql", "nginx-light"]);
    expect(missingPackages(needed, { ...everything, chromium: null })).toEqual(["chromium-headless-shell"]);
    expect(missingPackages(needed, { ...everything, nginx: null })).toEqual(["nginx-light"]);
    expect(missingPackages(["chromium-headless-shell"], { ...everything, pgBin: null })).toEqual([]);
  });
});

describe("npm test: what it does about missing packages", () => {
  it("goes on when nothing is missing", () => {
    expect(setupPlan({ missing: [], isRoot: false, hasAptGet: false })).toEqual({ kind: "ready" });
  });

  it("installs as root with apt-get: one update, one install without recommends (Chromium with its fonts)", () => {
    const plan = setupPlan({ missing: ["chromium-headless-shell", "postgresql", "nginx-light"], isRoot: true, hasAptGet: true });
    expect(plan.kind).toBe("install");
    if (plan.kind !== "install") return;
    expect(plan.commands).toEqual([
      ["apt-get", ["update", "-qq"]],
      ["apt-get", ["install", "-y", "-qq", "chromium-headless-shell", "postgresql", "nginx-light"]],
    ]);
    expect(plan.reasons.join("\n")).toMatch(/chromium-headless-shell: Browsertests/);
    expect(plan.reasons.join("\n")).toMatch(/nginx-light: Deployment-Tests/);
  });

  it("installs only what is missing", () => {
    const plan = setupPlan({ missing: ["nginx-light"], isRoot: true, hasAptGet: true });
    expect(plan.kind === "install" && plan.commands[1]).toEqual(["apt-get", ["install", "-y", "-qq", "nginx-light"]]);
  });

  it("stops anyone else with the one command to run, naming only the missing packages", () => {
    const plan = setupPlan({ missing: ["chromium-headless-shell", "postgresql", "nginx-light"], isRoot: false, hasAptGet: true });
    expect(plan.kind).toBe("stop");
    if (plan.kind !== "stop") return;
    expect(plan.command).toBe("sudo apt-get install -y chromium-headless-shell postgresql nginx-light");
    expect(plan.message).toContain("  sudo apt-get install -y chromium-headless-shell postgresql nginx-light");
    expect(plan.message).toContain("postgresql: privater Postgres-Server");

    const one = setupPlan({ missing: ["chromium-headless-shell"], isRoot: false, hasAptGet: true });
    expect(one.kind === "stop" && one.command).toBe("sudo apt-get install -y chromium-headless-shell");
  });

  it("without apt-get names the Debian packages instead of a command", () => {
    for (const isRoot of [true, false]) {
      const plan = setupPlan({ missing: ["postgresql"], isRoot, hasAptGet: false });
      expect(plan.kind).toBe("stop");
      if (plan.kind !== "stop") return;
      expect(plan.command).toBeNull();
      expect(plan.message).toContain("Debian-Pakete postgresql");
    }
  });

  it("says where it looked for Chromium when CHROMIUM_PATH points elsewhere", () => {
    const plan = setupPlan({ missing: ["chromium-headless-shell"], isRoot: false, hasAptGet: true, chromiumPath: "/opt/nichts/chromium" });
    expect(plan.kind === "stop" && plan.message).toContain("CHROMIUM_PATH=/opt/nichts/chromium");
    const usual = setupPlan({ missing: ["chromium-headless-shell"], isRoot: false, hasAptGet: true });
    expect(usual.kind === "stop" && usual.message).not.toContain("CHROMIUM_PATH");
  });
});
