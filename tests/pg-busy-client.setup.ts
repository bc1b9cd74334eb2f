// vitest's setup file (vitest.config.ts setupFiles): a test fails when a query was sent to a node-postgres client
// that was still busy with another one. A transaction is one client, so two of its queries side by side
// (`Promise.all([tx.select()…, tx.select()…])`, or a function given a Queryable doing so) queue on it: node-postgres
// deprecates that and pg@9 refuses it (db/client.server.ts, Queryable). Two checks, both on every client of this
// process – the tests' databases and the security stacks' servers (tests/integration/security-stack.ts):
// - the deprecation warning itself. node-postgres gives it once per process, and only when a query finds another
//   one still waiting (three at once): two side by side pass it silently;
// - so every client's queries are counted while they run, and a query sent while one runs is noted with the
//   statements of both – their SQL says which code sent them.
// Each test checks what was noted since the last check (a `beforeAll` seeding counts for the first test after it).
// PGlite takes its statements one at a time by design (db/pglite-turns.server.ts) and is not looked at.
import pg from "pg";
import { afterAll, afterEach, expect } from "vitest";

const BUSY_CLIENT_WARNING = "Calling client.query() when the client is already executing a query";

interface BusyClientFindings {
  noted: string[];
}

// Setup files run once per test file, possibly in a process that ran others: the listener and the counting are
// installed once per process, the hooks for every file.
const holder = globalThis as unknown as { __auralisBusyClient?: BusyClientFindings };
const findings = (holder.__auralisBusyClient ??= install());

function where(): string {
  const { testPath, currentTestName } = expect.getState();
  return `${testPath?.replace(`${process.cwd()}/`, "") ?? "?"}${currentTestName ? ` › ${currentTestName}` : ""}`;
}

function statementOf(config: unknown): string {
  const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
  return (typeof text === "string" ? text : "?").replace(/\s+/g, " ").trim().slice(0, 160);
}

function install(): BusyClientFindings {
  const found: BusyClientFindings = { noted: [] };
  process.on("warning", (warning) => {
    if (warning.name === "DeprecationWarning" && warning.message.startsWith(BUSY_CLIENT_WARNING)) {
      found.noted.push(`${where()}: node-postgres warnt «${BUSY_CLIENT_WARNING}»`);
    }
  });

  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const send = prototype.query;
  const running = new WeakMap<pg.Client, string[]>();
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as { submit?: unknown } | undefined;
    // A cursor or stream (a Submittable) reports its end by events; none is used here, and it is not counted.
    if (typeof config === "object" && config !== null && typeof config.submit === "function") return send.apply(this, args);
    const statement = statementOf(config);
    const busy = running.get(this) ?? [];
    running.set(this, busy);
    if (busy.length) found.noted.push(`${where()}: «${statement}» gesendet, während «${busy[0]}» lief`);
    busy.push(statement);
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      busy.splice(busy.indexOf(statement), 1);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...result: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...result);
      };
      return send.apply(this, args);
    }
    const answer = send.apply(this, args);
    if (answer && typeof (answer as Promise<unknown>).then === "function") (answer as Promise<unknown>).then(done, done);
    else done();
    return answer;
  };
  return found;
}

function failOnBusyClients() {
  const noted = findings.noted.splice(0);
  if (noted.length) {
    throw new Error(
      `Abfragen nebeneinander auf einer Verbindung (in einer Transaktion nacheinander abfragen, db/client.server.ts Queryable):\n${noted.join("\n")}`,
    );
  }
}

afterEach(failOnBusyClients);
afterAll(failOnBusyClients);
