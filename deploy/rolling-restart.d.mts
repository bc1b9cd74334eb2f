// Types of rolling-restart.mjs for the TypeScript deployment tests.
export interface RollingRestartOptions {
  /** The file with the upstream's server lines (auralis-upstream.conf). */
  upstreamFile: string;
  /** Stops the process at `address` (SIGTERM, waits for its exit) and starts it again on its socket. */
  restart: (address: string) => Promise<void>;
  /** How long a restarted process may take to answer "ok". */
  healthTimeoutMs?: number;
  log?: (line: string) => void;
}

export function upstreamProcesses(text: string): string[];
export function nginxLeavesOutMs(text: string, address: string): number;
export function healthy(address: string): Promise<boolean>;
export function rollingRestart(options: RollingRestartOptions): Promise<void>;
