import fs from "node:fs";
import path from "node:path";
import { logger } from "./logger.server";

export interface BuildInfo {
  build: string;
  timestamp: string;
  commit: string | null;
}

let cached: BuildInfo | undefined;

/** build/version.json is written at build time by scripts/write-version.mjs. */
export function readBuildInfo(): BuildInfo {
  if (cached) return cached;
  try {
    cached = JSON.parse(fs.readFileSync(path.resolve("build/version.json"), "utf8")) as BuildInfo;
    return cached;
  } catch (error) {
    // Build-info load errors are only logged (docs/product/validation-and-messages.md, "Public pages"), with defaults used (a development run has no build).
    logger.debug({ error: (error as Error).message }, "build/version.json nicht lesbar, Build 'development'");
    return { build: "development", timestamp: new Date(0).toISOString(), commit: null };
  }
}
