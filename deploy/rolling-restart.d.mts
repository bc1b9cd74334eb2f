// Types of rolling-restart.mjs for the TypeScript deployment tests.
export interface RollingRestartOptions {
  /** The file with the upstream's server lines (auralis-upstream.conf). */
  upstreamFile: string;
  /** Checks nginx's configuration and reloads it. */
  reload: () => Promise<void>;
  /** PID of nginx's master process. */
  nginxPid: () => number;
  /** Stops the process at `address` (SIGTERM, waits for its exit) and starts it again. */
  restart: (address: string) => Promise<void>;
  /** How long to wait for the old nginx workers (then go on, with a warning). */
  workerWaitMs?: number;
  /** How long a restarted process may take to answer "ok". */
  healthTimeoutMs?: number;
  log?: (line: string) => void;
}

export function upstreamProcesses(text: string): string[];
export function markDown(text: string, address: string, down: boolean): string;
export function childProcesses(pid: number): number[];
export function healthy(address: string): Promise<boolean>;
export function rollingRestart(options: RollingRestartOptions): Promise<void>;
