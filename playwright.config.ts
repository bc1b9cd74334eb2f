import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/test-setup/prerequisites.mjs";

// Browser tests run against a production build on a fresh data directory (set up by scripts/test.mjs),
// with Debian's chromium-headless-shell (CHROMIUM_PATH to use another) — test tools may not download
// browsers here.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(".e2e-data");
// The stand-in services' ports (tests/e2e/fixtures/e2e-env.ts reads the same variables).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3190);

const fullTrace = process.env.E2E_FULL_TRACE === "1";

const desktop = { ...devices["Desktop Chrome"], channel: undefined };
const phone = { ...devices["Pixel 7"], channel: undefined };

/**
 * Spec files that change what every public page shows (settings, logo, testimonials, pages full of
 * payloads), each putting it back afterwards, or that read every page and expect the site's own
 * texts. Run beside other files they would see each other's temporary states.
 */
const siteWide = [
  "cms-content.spec.ts",
  "media-library.spec.ts",
  "public-pages.spec.ts",
  // Expects its new pages unchecked, and any other file's page-list visit checks the newest ones.
  "publish-check.spec.ts",
  "security-csp.spec.ts",
  "security-xss.spec.ts",
  "site-contract.spec.ts",
  "visitor-stylesheet.spec.ts",
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: "tests/e2e",
  // Two runs side by side (scripts/test.mjs) keep their results apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // Mail catcher (SMTP) and OpenID Connect issuer for the staff-account tests.
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Two workers, one spec file each at a time: the tests of a file run in order, and files keep out of
  // each other's way (own accounts, own pages, unique addresses). The files that change what every
  // page shows, or read every page, run one at a time (siteWide below): after the others in one run
  // (`npx playwright test`), or – as `npm test` runs them – at the same time as the others, by a second
  // run with `--project=site-wide --project=site-wide-phone --no-deps` against a server and data
  // directory of its own (E2E_PORT, E2E_DATA_DIR and the services' ports moved; docs/testing.md).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "de-CH",
    // A failed test keeps its trace (each action with its timing and log, console) and a screenshot of
    // its end; error-context.md beside them has the page's accessibility tree. The trace's screencast and
    // its DOM snapshots (which also carry the network log) are left out: recorded for every test and
    // thrown away for the passing ones, they doubled what a test cost in CPU (tests/e2e/edit-mode.spec.ts
    // on one worker: 240 CPU-seconds with them, 125 without a trace, 149 with this one). E2E_FULL_TRACE=1
    // records them again, to look into a failure.
    trace: { mode: "retain-on-failure", screenshots: fullTrace, snapshots: fullTrace },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: desktop, grepInvert: /@phone/, testIgnore: siteWide },
    { name: "phone", use: phone, grep: /@phone/, testIgnore: siteWide },
    // After everything else and alone: no other test changes the site while these read it.
    { name: "site-wide", use: desktop, grepInvert: /@phone/, testMatch: siteWide, dependencies: ["desktop", "phone"], workers: 1 },
    { name: "site-wide-phone", use: phone, grep: /@phone/, testMatch: siteWide, dependencies: ["site-wide"], workers: 1 },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Stopped as systemd stops it, so its own shutdown (and the removal of its socket folder) runs.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // The stand-in services of tests/e2e/global-setup.ts; the same values are in tests/e2e/fixtures/e2e-env.ts.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: "admin@auralis-medizintechnik.example",
      ADMIN_PASSWORD: "Admin-Test-Passwort-2024",
      AUTH_SECRET: "e2e-only-auth-secret-0123456789abcdefghi",
      // better-auth's per-address limits count on as long as the next request comes within the window
      // (each allowed one moves it on), so a run's sign-ins add up: the tests sign in through the API
      // (tests/e2e/fixtures/index.ts), all from 127.0.0.1, well over 100 times without a minute's pause
      // (factor 20 refused the run's 101st). Wider limits, never none.
      AUTH_RATE_LIMIT_FACTOR: "100",
      // Scheduled publishing (tests/e2e/scheduling.spec.ts) checks every second instead of every 15 s.
      SCHEDULER_INTERVAL_MS: "1000",
      OIDC_ISSUER: `http://localhost:${oidcPort}`,
      OIDC_CLIENT_ID: "auralis-website",
      OIDC_CLIENT_SECRET: "test-secret-auralis-website-e2e-0123456789",
      OIDC_NAME: "Auralis Firmenkonto",
    },
  },
});
