import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run against a production build on a fresh data directory (set up by scripts/test.mjs),
// with Debian's Chromium — test tools may not download browsers here.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(".e2e-data");
// The stand-in services' ports (tests/e2e/fixtures/e2e-env.ts reads the same variables).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3190);

export default defineConfig({
  testDir: "tests/e2e",
  // Mail catcher (SMTP) and OpenID Connect issuer for the staff-account tests.
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "de-CH",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
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
      AUTH_RATE_LIMIT_FACTOR: "20",
      // Scheduled publishing (tests/e2e/scheduling.spec.ts) checks every second instead of every 15 s.
      SCHEDULER_INTERVAL_MS: "1000",
      OIDC_ISSUER: `http://localhost:${oidcPort}`,
      OIDC_CLIENT_ID: "auralis-website",
      OIDC_CLIENT_SECRET: "test-secret-auralis-website-e2e-0123456789",
      OIDC_NAME: "Auralis Firmenkonto",
    },
  },
});
