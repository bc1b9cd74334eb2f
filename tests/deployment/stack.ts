// The reference deployment the deployment tests start (deploy/README.md): a private Postgres cluster,
// an S3 bucket (s3rver), app processes from the production build (`node scripts/start.mjs`) and nginx
// in front, configured from deploy/nginx/auralis.conf.template. Everything listens on loopback ports
// of its own (apps and nginx in 3320–3349, Postgres in 55432–55439), lives in temporary folders and is
// stopped by stop() – and, should the test process end without it, by an exit handler.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import S3rver from "s3rver";
import { renderNginxSite, renderUpstream, templatePath, upstreamTemplatePath } from "../../deploy/nginx/render.mjs";
import { onPath, pgBinDir } from "../../scripts/test-setup/prerequisites.mjs";
import { asPostgres, initCluster } from "../../scripts/test-setup/postgres.mjs";

export const REPO_ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const SERVER_BUILD = path.join(REPO_ROOT, "build/server/index.js");

export const ADMIN = { email: "admin@auralis-medizintechnik.example", password: "Deployment-Test-Passwort-2024" } as const;
/** One secret for all processes: a session made by one is valid on every other. */
export const AUTH_SECRET = "deployment-test-auth-secret-0123456789abcdef";
export const S3_CREDENTIALS = { region: "eu-central-2", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

const APP_PORTS = [3320, 3349] as const;
const PG_PORTS = [55432, 55439] as const;

// ---------------------------------------------------------------------------------------------
// Prerequisites

// pgBinDir and onPath: scripts/test-setup/prerequisites.mjs (npm test looks for the same programs).

/** What the deployment tests need and this machine lacks (empty: all there). */
export function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (!pgBinDir()) missing.push("Postgres-Programme (apt-get install -y postgresql)");
  if (!onPath("nginx")) missing.push("nginx (apt-get install -y nginx-light)");
  // The production build is awaited by appRuntime(): it may be in the middle of a rebuild.
  return missing;
}

// ---------------------------------------------------------------------------------------------
// Clean-up: whatever is still running when the test process ends is stopped synchronously.

const emergencyStops = new Set<() => void>();
let exitHookInstalled = false;
function registerEmergencyStop(stop: () => void): () => void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    const runAll = () => {
      for (const s of [...emergencyStops]) {
        try {
          s();
        } catch {
          // Best effort: the process is ending.
        }
      }
      emergencyStops.clear();
    };
    process.on("exit", runAll);
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      process.once(signal, () => {
        runAll();
        process.exit(128 + (os.constants.signals[signal] ?? 1));
      });
    }
  }
  emergencyStops.add(stop);
  return () => emergencyStops.delete(stop);
}

const temporaryDirs: string[] = [];
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Ports

const handedOut = new Set<number>();

function portIsFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A port of the range that nothing listens on (checked on loopback and on all interfaces). */
export async function freePort(range: readonly [number, number] = APP_PORTS): Promise<number> {
  for (let port = range[0]; port <= range[1]; port++) {
    if (handedOut.has(port)) continue;
    if ((await portIsFree(port, "127.0.0.1")) && (await portIsFree(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`Kein freier Port zwischen ${range[0]} und ${range[1]} – laufen noch alte Testprozesse?`);
}

// ---------------------------------------------------------------------------------------------
// Small helpers

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by a check of waitFor to stop waiting at once (e.g. the process being waited for ended). */
export class WaitAborted extends Error {}

/** Polls `check` until it returns a value (not undefined) or the time is up. */
export async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof WaitAborted) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Zeitüberschreitung (${timeoutMs} ms): ${what}${lastError ? ` – zuletzt: ${(lastError as Error).message}` : ""}`);
    }
    await sleep(intervalMs);
  }
}

function runChecked(command: string, args: string[], options: { asPostgres?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const [cmd, argv] = options.asPostgres ? asPostgres(command, args) : [command, args];
  const result = spawnSync(cmd, argv, { encoding: "utf8", env: options.env ?? process.env, timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} scheiterte (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Asynchronous variant: the test process keeps serving s3rver while Postgres stops or starts. */
function runCheckedAsync(command: string, args: string[], options: { asPostgres?: boolean } = {}): Promise<string> {
  const [cmd, argv] = options.asPostgres ? asPostgres(command, args) : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(" ")} scheiterte (${code ?? signal}):\n${out}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The build the processes run: a copy taken once per test file. Other engineers may rebuild build/
// in the same tree at any moment; a process started from the copy never sees half a build (and
// scripts/start.mjs never starts a build of its own because build/ was empty for a moment).

let runtime: Promise<string> | undefined;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildStamp(): string | null {
  try {
    return `${fs.readFileSync(path.join(REPO_ROOT, "build/version.json"), "utf8")}|${fs.statSync(SERVER_BUILD).mtimeMs}`;
  } catch {
    return null;
  }
}

/** A folder that looks like the repository, with a private copy of build/ and scripts/. */
export function appRuntime(): Promise<string> {
  runtime ??= (async () => {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const before = buildStamp();
      // A build still being written: its newest file is only seconds old.
      const settled = before !== null && Date.now() - newestMtime(path.join(REPO_ROOT, "build")) > 3000;
      if (settled) {
        const dir = tempDir("auralis-deploy-runtime-");
        fs.cpSync(path.join(REPO_ROOT, "build"), path.join(dir, "build"), { recursive: true });
        fs.cpSync(path.join(REPO_ROOT, "scripts"), path.join(dir, "scripts"), { recursive: true });
        if (buildStamp() === before && fs.existsSync(path.join(dir, "build/server/index.js"))) {
          for (const entry of fs.readdirSync(REPO_ROOT)) {
            if (entry === "build" || entry === "scripts" || entry.startsWith(".")) continue;
            fs.symlinkSync(path.join(REPO_ROOT, entry), path.join(dir, entry));
          }
          return dir;
        }
        fs.rmSync(dir, { recursive: true, force: true });
      }
      if (Date.now() > deadline) throw new Error("Kein vollständiger Produktions-Build unter build/ (npm run build) – oder er wird gerade neu geschrieben.");
      await sleep(2000);
    }
  })();
  return runtime;
}

// ---------------------------------------------------------------------------------------------
// Postgres: a cluster of our own (initdb refuses root: it runs as the user postgres)

export interface PostgresCluster {
  port: number;
  /** postgres://… for a database of this cluster. */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(database: string, text: string, values?: unknown[]): Promise<R[]>;
  /** pg_ctl restart -m fast; resolves when the server accepts connections again. */
  restart(): Promise<{ downAt: number; upAt: number }>;
  stop(): Promise<void>;
  log(): string;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error("Postgres-Programme fehlen (apt-get install -y postgresql).");
  const port = await freePort(PG_PORTS);
  const root = tempDir("auralis-deploy-pg-");
  // initdb (as the user postgres when root), loopback only, trust, fsync off: shared with npm test.
  const { dataDir, logFile } = initCluster({ bin, root, port, comment: "Deployment tests (tests/deployment/stack.ts)" });
  const pgCtl = path.join(bin, "pg_ctl");
  const ctl = (...args: string[]) => ["-D", dataDir, "-l", logFile, ...args];
  await runCheckedAsync(pgCtl, ctl("-w", "-t", "60", "start"), { asPostgres: true });
  let running = true;
  const unregister = registerEmergencyStop(() => {
    if (running) spawnSync(...asPostgres(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]));
  });

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <R extends pg.QueryResultRow>(database: string, text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: url(database) });
    client.on("error", () => {});
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  return {
    port,
    url,
    async createDatabase(name) {
      await query("postgres", `create database "${name}"`);
      return url(name);
    },
    query,
    async restart() {
      const downAt = Date.now();
      await runCheckedAsync(pgCtl, ctl("-w", "-t", "60", "-m", "fast", "restart"), { asPostgres: true });
      return { downAt, upAt: Date.now() };
    },
    async stop() {
      if (!running) return;
      try {
        await runCheckedAsync(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"], { asPostgres: true });
      } catch {
        await runCheckedAsync(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"], { asPostgres: true }).catch(() => {});
      }
      running = false;
      unregister();
      fs.rmSync(root, { recursive: true, force: true });
    },
    log: () => readTail(logFile),
  };
}

function readTail(file: string, lines = 60): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

// ---------------------------------------------------------------------------------------------
// S3: s3rver in this process, on 127.0.0.1 and a random port

export interface S3Service {
  endpoint: string;
  /** The S3_* variables of the app for one bucket. */
  env(bucket: string): Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(buckets: string[]): Promise<S3Service> {
  const directory = tempDir("auralis-deploy-s3-");
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: buckets.map((name) => ({ name })) });
  const address: AddressInfo = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: S3_CREDENTIALS.region,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    }),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// App processes: the production build, as `npm start` runs it

export interface AppOptions {
  name: string;
  /** A Postgres server; without it the embedded database in the data directory, as `npm start` runs by default. */
  databaseUrl?: string;
  siteUrl: string;
  s3Env: Record<string, string>;
  env?: Record<string, string>;
}

export interface ExitState {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/** A running app process as the tests see it: started directly, or by a socket holder. */
interface Launched {
  pid: number;
  kill(signal: NodeJS.Signals): void;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The last lines a process wrote, for failure messages. */
class OutputTail {
  private readonly lines: string[] = [];
  add = (line: string) => {
    this.lines.push(line);
    if (this.lines.length > 400) this.lines.splice(0, this.lines.length - 400);
  };
  last(count: number): string {
    return this.lines.slice(-count).join("\n");
  }
}

export class AppProcess {
  readonly url: string;
  exited: ExitState | null = null;
  readonly exit: Promise<ExitState>;
  private readonly unregister: () => void;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly process: Launched,
    private readonly output: OutputTail,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    const pid = process.pid;
    this.unregister = registerEmergencyStop(() => {
      if (!this.exited) killQuietly(pid, "SIGKILL");
    });
    this.exit = process.exit.then(({ code, signal }) => {
      this.exited = { code, signal, at: Date.now() };
      this.unregister();
      return this.exited;
    });
  }

  get pid(): number {
    return this.process.pid;
  }

  /** The process's recent output, for failure messages. */
  log(lines = 80): string {
    return this.output.last(lines);
  }

  describe(): string {
    const state = this.exited ? `beendet (Code ${this.exited.code}, Signal ${this.exited.signal})` : "läuft";
    return `App ${this.name} (Port ${this.port}, PID ${this.pid}, ${state}); letzte Ausgabe:\n${this.log()}`;
  }

  /** Waits until GET /healthz answers 200 with status "ok". */
  async waitHealthy(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.exited) throw new Error(`App ${this.name} endete beim Start.\n${this.describe()}`);
      const health = await this.health().catch(() => null);
      if (health?.status === 200 && health.body?.status === "ok") return;
      if (Date.now() > deadline)
        throw new Error(`App ${this.name} wurde nicht bereit (letzte /healthz-Antwort: ${JSON.stringify(health)}).\n${this.describe()}`);
      await sleep(200);
    }
  }

  async health(timeoutMs = 3000): Promise<{ status: number; body: HealthBody | null }> {
    const res = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: HealthBody | null;
    try {
      body = JSON.parse(text) as HealthBody;
    } catch {
      body = null;
    }
    return { status: res.status, body };
  }

  signal(signal: NodeJS.Signals) {
    if (!this.exited) this.process.kill(signal);
  }

  /** SIGTERM, then SIGKILL when it has not ended in time. */
  async stop(timeoutMs = 30_000): Promise<ExitState> {
    if (this.exited) return this.exited;
    this.process.kill("SIGTERM");
    const timer = setTimeout(() => this.process.kill("SIGKILL"), timeoutMs);
    const state = await this.exit;
    clearTimeout(timer);
    return state;
  }

  cleanUp() {
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

function killQuietly(pid: number, signal: NodeJS.Signals) {
  try {
    if (pid > 0) process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

function eachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void) {
  let partial = "";
  stream.on("data", (chunk: Buffer) => {
    const text = partial + chunk.toString("utf8");
    const lines = text.split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  });
  stream.on("end", () => partial && onLine(partial));
}

/** `npm start` of the build in `cwd`, as a child of the test process. */
function launchDirectly(cwd: string, env: NodeJS.ProcessEnv, output: OutputTail): Launched {
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  eachLine(child.stdout, output.add);
  eachLine(child.stderr, output.add);
  return {
    pid: child.pid ?? -1,
    kill: (signal) => killQuietly(child.pid ?? -1, signal),
    exit: new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal }))),
  };
}

/**
 * The listening socket of one port, kept open across the processes that serve it, as systemd's
 * socket unit keeps it in production (deploy/systemd/auralis@.socket): tests/deployment/socket-holder.pl
 * listens and starts each process with the socket as fd 3.
 */
export class SocketHolder {
  private readonly child: ChildProcess;
  private readonly started: Array<(pid: number) => void> = [];
  private readonly exitWaiters = new Map<number, (state: { code: number | null; signal: NodeJS.Signals | null }) => void>();
  private readonly exitStates = new Map<number, { code: number | null; signal: NodeJS.Signals | null }>();
  /** Where the output of the process started last goes. */
  private output: OutputTail | null = null;
  private readonly unregister: () => void;
  readonly listening: Promise<void>;

  constructor(
    readonly port: number,
    cwd: string,
  ) {
    this.child = spawn("perl", [path.join(REPO_ROOT, "tests/deployment/socket-holder.pl"), "127.0.0.1", String(port), process.execPath, "scripts/start.mjs"], {
      cwd,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const holderPid = this.child.pid ?? -1;
    this.unregister = registerEmergencyStop(() => killQuietly(holderPid, "SIGKILL"));
    const ownOutput = new OutputTail();
    eachLine(this.child.stderr!, (line) => (this.output ?? ownOutput).add(line));
    let listening!: () => void;
    let failed!: (error: Error) => void;
    this.listening = new Promise<void>((resolve, reject) => {
      listening = resolve;
      failed = reject;
    });
    eachLine(this.child.stdout!, (line) => {
      const [word, pidText, code, signal] = line.split(" ");
      const pid = Number(pidText);
      if (word === "listening") listening();
      else if (word === "started") this.started.shift()?.(pid);
      else if (word === "exited") {
        const state = { code: code ? Number(code) : null, signal: signal ? signalName(Number(signal)) : null };
        const waiter = this.exitWaiters.get(pid);
        if (waiter) waiter(state);
        else this.exitStates.set(pid, state);
      }
    });
    this.child.once("exit", (code) => {
      this.unregister();
      failed(new Error(`socket-holder.pl für Port ${port} endete (Code ${code}): ${ownOutput.last(20)}`));
    });
  }

  /** Starts a process on the kept socket with exactly `env` (and the socket's LISTEN_FDS, LISTEN_PID). */
  async launch(env: NodeJS.ProcessEnv, output: OutputTail): Promise<Launched> {
    await this.listening;
    const lines = Object.entries(env)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => `env ${key}=${value}\n`);
    const pid = await new Promise<number>((resolve) => {
      this.started.push(resolve);
      this.output = output;
      this.child.stdin!.write(`${lines.join("")}start\n`);
    });
    return {
      pid,
      kill: (signal) => killQuietly(pid, signal),
      exit: new Promise((resolve) => {
        const known = this.exitStates.get(pid);
        if (known) resolve(known);
        else this.exitWaiters.set(pid, resolve);
      }),
    };
  }

  /** Ends the holder, and with it the socket (its processes must have ended). */
  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const ended = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.stdin!.end();
    await ended;
  }
}

function signalName(number: number): NodeJS.Signals | null {
  const entry = Object.entries(os.constants.signals).find(([, value]) => value === number);
  return entry ? (entry[0] as NodeJS.Signals) : null;
}

export interface HealthBody {
  status: string;
  database?: { state?: string; kind?: string };
  storage?: { kind?: string; state?: string };
}

/** Sockets kept open across restarts, one per port (StackOptions.keptSockets). */
const holders = new Map<number, SocketHolder>();

export async function startApp(options: AppOptions & { port?: number; keptSocket?: boolean; dataDir?: string }): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const cwd = await appRuntime();
  // A data directory of the caller's is kept across its processes (the embedded database lives there).
  const dataDir = options.dataDir ?? tempDir(`auralis-deploy-${options.name}-`);
  // A clean environment: nothing of the test process's own database or bucket leaks in.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: process.env.LANG ?? "C.UTF-8",
    TZ: process.env.TZ,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    SITE_URL: options.siteUrl,
    TRUST_PROXY: "1",
    AUTH_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.DEPLOY_APP_LOG_LEVEL ?? "warn",
    // For looking into a failure: e.g. DEPLOY_APP_NODE_OPTIONS="--trace-warnings".
    ...(process.env.DEPLOY_APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.DEPLOY_APP_NODE_OPTIONS } : {}),
    ...options.s3Env,
    ...options.env,
  };
  const output = new OutputTail();
  let launched: Launched;
  if (options.keptSocket) {
    let holder = holders.get(port);
    if (!holder) {
      holder = new SocketHolder(port, cwd);
      holders.set(port, holder);
    }
    launched = await holder.launch(env, output);
  } else {
    launched = launchDirectly(cwd, env, output);
  }
  return new AppProcess(options.name, port, dataDir, launched, output);
}

/** Closes the kept sockets (after their processes have ended). */
async function closeSockets() {
  await Promise.all([...holders.values()].map((holder) => holder.close()));
  holders.clear();
}

// ---------------------------------------------------------------------------------------------
// nginx in front, from deploy/nginx/auralis.conf.template

export interface Proxy {
  port: number;
  /** http://localhost:<port> – the site's address (SITE_URL). */
  url: string;
  /** The upstream's server lines (deploy/nginx/auralis-upstream.conf.template), as nginx includes them. */
  upstreamFile: string;
  /** PID of nginx's master process. */
  pid: number;
  /** `nginx -t`, then `nginx -s reload`: as an operator reloads it (returns once the master has the signal). */
  reload(): Promise<void>;
  /** The last `lines` lines of nginx's access log (200 unless told). */
  accessLog(lines?: number): string;
  /** The last `lines` lines of nginx's error log (60 unless told). */
  errorLog(lines?: number): string;
  stop(): Promise<void>;
}

export async function startProxy(options: { port: number; apps: string[] }): Promise<Proxy> {
  const nginx = onPath("nginx");
  if (!nginx) throw new Error("nginx fehlt (apt-get install -y nginx-light).");
  const dir = tempDir("auralis-deploy-nginx-");
  // Worker processes run as nobody and write their temporary files below this folder.
  fs.chmodSync(dir, 0o755);
  const upstreamFile = path.join(dir, "auralis-upstream.conf");
  const site = renderNginxSite(fs.readFileSync(templatePath, "utf8"), {
    serverName: "localhost",
    upstreamFile,
    apps: options.apps,
    listen: [`127.0.0.1:${options.port}`],
  });
  fs.writeFileSync(path.join(dir, "auralis.conf"), site);
  fs.writeFileSync(upstreamFile, renderUpstream(fs.readFileSync(upstreamTemplatePath, "utf8"), options.apps));
  // The main context Debian's /etc/nginx/nginx.conf would give, pointed at this folder.
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "    default_type application/octet-stream;",
      "    log_format upstream '$remote_addr \"$request\" $status upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';",
      `    access_log ${dir}/access.log upstream;`,
      `    client_body_temp_path ${dir}/body;`,
      `    proxy_temp_path ${dir}/proxy;`,
      `    fastcgi_temp_path ${dir}/fastcgi;`,
      `    uwsgi_temp_path ${dir}/uwsgi;`,
      `    scgi_temp_path ${dir}/scgi;`,
      `    include ${dir}/auralis.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")];
  runChecked(nginx, [...args, "-t", "-q"]);
  const child = spawn(nginx, [...args, "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const unregister = registerEmergencyStop(() => {
    if (!exited && child.pid) process.kill(child.pid, "SIGTERM");
  });
  const url = `http://localhost:${options.port}`;
  await waitFor("nginx nimmt Verbindungen an", 10_000, async () => {
    if (exited) throw new Error(`nginx endete: ${output}${readTail(path.join(dir, "error.log"))}`);
    return (await canConnect(options.port)) ? true : undefined;
  });
  return {
    port: options.port,
    url,
    upstreamFile,
    pid: child.pid ?? -1,
    async reload() {
      await runCheckedAsync(nginx, [...args, "-t", "-q"]);
      await runCheckedAsync(nginx, [...args, "-s", "reload"]);
    },
    accessLog: (lines = 200) => readTail(path.join(dir, "access.log"), lines),
    errorLog: (lines) => readTail(path.join(dir, "error.log"), lines),
    async stop() {
      if (!exited) {
        // SIGQUIT: graceful shutdown; SIGTERM would be fast.
        child.kill("SIGQUIT");
        const timer = setTimeout(() => child.kill("SIGTERM"), 5000);
        await exit;
        clearTimeout(timer);
      }
      unregister();
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------
// The whole reference deployment: nginx → two app processes → one Postgres, one bucket

export const BUCKET = "auralis-medien";

export interface Stack {
  postgres: PostgresCluster;
  s3: S3Service;
  databaseUrl: string;
  bucket: string;
  proxy: Proxy;
  apps: AppProcess[];
  siteUrl: string;
  /**
   * Stops process `index` of the proxy's (SIGTERM, waiting for its exit) and starts it again on the same
   * port, as `systemctl restart` does; does not wait for it to be ready.
   */
  /** Stops the app and starts it again on its port; `whileDown` runs between the two (the old process has exited). */
  restartApp(index: number, options?: { whileDown?: (port: number) => Promise<void> }): Promise<AppProcess>;
  /** Starts one more app process on the same database and bucket (not behind the proxy). */
  startExtraApp(name: string, overrides?: Partial<AppOptions>): Promise<AppProcess>;
  /**
   * Starts a process of the proxy's again (same port) when it has ended, so that one failed step does
   * not fail the next ones too. Names the processes it had to replace.
   */
  reviveExited(): Promise<string[]>;
  /** Diagnostics of every part, for failure messages. */
  describe(): string;
  stop(): Promise<void>;
}

export interface StackOptions {
  processes?: number;
  /** More buckets to create in s3rver (e.g. the restore target). */
  extraBuckets?: string[];
  /** More environment for every app process. */
  env?: Record<string, string>;
  /**
   * The processes behind nginx listen on sockets kept open across their restarts, as systemd's socket
   * units keep them in production (SocketHolder); else each process opens its own port.
   */
  keptSockets?: boolean;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const missing = missingPrerequisites();
  if (missing.length) throw new Error(`Für die Deployment-Tests fehlt: ${missing.join(", ")}`);
  const stoppers: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch((error: Error) => console.error(`Aufräumen: ${error.message}`));
    stoppers.length = 0;
  };
  try {
    const postgres = await startPostgres();
    stoppers.push(() => postgres.stop());
    const s3 = await startS3([BUCKET, ...(options.extraBuckets ?? [])]);
    stoppers.push(() => s3.stop());
    const databaseUrl = await postgres.createDatabase("auralis");
    const proxyPort = await freePort();
    const siteUrl = `http://localhost:${proxyPort}`;
    const apps: AppProcess[] = [];
    const extra: AppProcess[] = [];
    const retired: AppProcess[] = [];
    stoppers.push(async () => {
      await Promise.all([...apps, ...extra].map((a) => a.stop()));
      await closeSockets();
      for (const a of [...apps, ...extra, ...retired]) a.cleanUp();
    });
    const appOptions = (name: string) => ({ name, databaseUrl, siteUrl, s3Env: s3.env(BUCKET), env: options.env, keptSocket: options.keptSockets });
    // The first process migrates and seeds, the others start once it serves: the start of several
    // processes on an empty database at once has a test of its own (concurrent-start.test.ts), and
    // the tests of this stack should not depend on it.
    for (let i = 0; i < (options.processes ?? 2); i++) {
      apps.push(await startApp(appOptions(String.fromCharCode(65 + i))));
      if (i === 0) await apps[0].waitHealthy();
    }
    await Promise.all(apps.map((a) => a.waitHealthy()));
    const proxy = await startProxy({ port: proxyPort, apps: apps.map((a) => `127.0.0.1:${a.port}`) });
    stoppers.push(() => proxy.stop());
    const stack: Stack = {
      postgres,
      s3,
      databaseUrl,
      bucket: BUCKET,
      proxy,
      apps,
      siteUrl,
      async restartApp(index, { whileDown } = {}) {
        const old = apps[index];
        await old.stop();
        retired.push(old);
        await whileDown?.(old.port);
        apps[index] = await startApp({ ...appOptions(old.name), port: old.port });
        return apps[index];
      },
      async startExtraApp(name, overrides = {}) {
        const app = await startApp({ ...appOptions(name), keptSocket: false, ...overrides });
        extra.push(app);
        return app;
      },
      async reviveExited() {
        const revived: string[] = [];
        for (let i = 0; i < apps.length; i++) {
          const old = apps[i];
          if (!old.exited) continue;
          retired.push(old);
          apps[i] = await startApp({ ...appOptions(old.name), port: old.port });
          await apps[i].waitHealthy();
          revived.push(`${old.name} (war beendet: Code ${old.exited.code}, Signal ${old.exited.signal})`);
        }
        return revived;
      },
      describe: () =>
        [...apps, ...extra].map((a) => a.describe()).join("\n\n") + `\n\nnginx error.log:\n${proxy.errorLog()}\n\nPostgres-Log:\n${postgres.log()}`,
      stop: stopAll,
    };
    return stack;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Removes the temporary folders of this test file (after everything is stopped). */
export function removeTemporaryDirs() {
  for (const dir of temporaryDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  runtime = undefined;
}

/** Published pages with a published text section (the first of each), for saves that do not conflict. */
export async function publishedTextSections(stack: Stack): Promise<{ slug: string; sectionId: number }[]> {
  const rows = await stack.postgres.query<{ slug: string; section_id: number }>(
    "auralis",
    `select p.slug, min(s.id) as section_id from pages p join page_sections s on s.page_slug_key = p.slug_key
     where p.published and s.is_published and s.section_type = 'text' group by p.slug order by p.slug`,
  );
  return rows.map((r) => ({ slug: r.slug, sectionId: Number(r.section_id) }));
}
