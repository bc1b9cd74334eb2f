// Types of postgres.mjs for the TypeScript deployment tests.
export function asPostgres(command: string, args: string[]): [string, string[]];
export function postgresUser(): { uid: number; gid: number };
export function initCluster(options: { bin: string; root: string; port: number; comment: string; settings?: string[] }): {
  dataDir: string;
  logFile: string;
};
export function freePort(range: readonly [number, number], tried?: Set<number>): Promise<number>;
export function startTestPostgres(options?: {
  database?: string;
  portRange?: [number, number];
  onStop?: (stop: () => void) => void;
}): Promise<{ port: number; root: string; url: string; stop: () => void }>;
