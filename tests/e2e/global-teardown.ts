// Stops what tests/e2e/global-setup.ts started (same process: Playwright's main process). The caught
// mails stay in .e2e-data-mails for a look after a failed run; the next run clears them.
const holder = globalThis as unknown as { __auralisE2eServices?: { close(): Promise<void> } };

export default async function globalTeardown() {
  const services = holder.__auralisE2eServices;
  holder.__auralisE2eServices = undefined;
  await services?.close();
}
