// Types of prerequisites.mjs for its unit test and the TypeScript deployment tests.
export type PackageName = "chromium-headless-shell" | "postgresql" | "nginx-light";
export type Stage = "typecheck" | "vitest" | "build" | "deployment" | "e2e";

export const DEFAULT_CHROMIUM: string;
export const PACKAGES: Record<PackageName, string>;

export function packagesNeeded(stages: readonly string[], options: { hasTestDatabaseUrl: boolean }): PackageName[];

export interface FoundPrograms {
  chromium: string | null;
  pgBin: string | null;
  nginx: string | null;
}
export function missingPackages(needed: readonly PackageName[], found: FoundPrograms): PackageName[];

export type SetupPlan =
  | { kind: "ready" }
  | { kind: "install"; packages: string[]; reasons: string[]; commands: [string, string[]][] }
  | { kind: "stop"; command: string | null; message: string };
export function setupPlan(options: { missing: PackageName[]; isRoot: boolean; hasAptGet: boolean; chromiumPath?: string }): SetupPlan;

export function pgBinDir(env?: NodeJS.ProcessEnv): string | null;
export function onPath(command: string, env?: NodeJS.ProcessEnv): string | null;
export function chromiumPath(env?: NodeJS.ProcessEnv): string;
export function findPrograms(env?: NodeJS.ProcessEnv): FoundPrograms;
