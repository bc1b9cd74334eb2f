// Starts the stand-in services of the browser tests inside Playwright's main process: an SMTP server
// that writes every mail to MAIL_FILE, and an OpenID Connect issuer ("Auralis Firmenkonto").
//
// Order: Playwright 1.65 starts webServer (a plugin) before globalSetup. That is fine: the site only
// talks to SMTP when it sends a mail, and better-auth's generic OAuth reads the issuer's discovery
// document lazily, when a sign-in with the provider starts — never at boot. Nothing here depends on
// the site, so the reverse order works too.
import fs from "node:fs";
import type { FullConfig } from "@playwright/test";
import { MAIL_DIR, MAIL_FILE, OIDC_ISSUER, OIDC_PORT, SMTP_PORT } from "./fixtures/e2e-env";
import { startMailCatcher } from "./fixtures/mail-catcher";
import { startOidcIssuer } from "./fixtures/oidc-issuer";

export interface E2eServices {
  close(): Promise<void>;
}

const holder = globalThis as unknown as { __auralisE2eServices?: E2eServices };

export default async function globalSetup(_config: FullConfig) {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  fs.writeFileSync(MAIL_FILE, "");
  const started: Array<{ close(): Promise<void> }> = [];
  try {
    started.push(await startMailCatcher(SMTP_PORT, MAIL_FILE));
    started.push(await startOidcIssuer(OIDC_ISSUER, OIDC_PORT));
  } catch (error) {
    await Promise.all(started.map((s) => s.close()));
    throw new Error(
      `Die Testdienste (SMTP auf 127.0.0.1:${SMTP_PORT}, OIDC auf ${OIDC_ISSUER}) konnten nicht starten – läuft noch ein alter Testlauf? ${(error as Error).message}`,
      { cause: error },
    );
  }
  holder.__auralisE2eServices = {
    close: async () => {
      await Promise.all(started.map((s) => s.close()));
    },
  };
}
