// The Postgres databases of the integration tests on one server: one migrated template
// (tests/integration/global-setup.ts), and a copy of it for every database a test opens, named after
// the vitest worker, so that workers running side by side never share one.

export const POSTGRES_TEMPLATE = "auralis_test_template";

/** The server's address with another database name. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
