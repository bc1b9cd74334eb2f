// The embedded database takes turns with the visitors (docs/decisions/0022-editors-never-slow-visitors.md).
//
// PGlite runs every statement synchronously on the server's one thread, and a chain of awaited
// statements runs as one unbroken task: each await resolves in the microtask queue, which Node drains
// before it looks at a socket again. A save (a dozen statements and the code between them, then the
// re-render of the page) kept every visitor waiting for 30–80 ms at a time; with 5 editors saving, the
// event loop's p99 delay rose from ~30 to 55–115 ms. Here a statement that would lengthen a task
// already longer than TURN_MS first lets the event loop answer what is waiting (setImmediate: after
// the sockets that are ready now). A save then takes a few loop turns longer under load; a visitor
// waits at most about one statement for it.
//
// A Postgres server needs none of this: its statements are network I/O, and the loop runs meanwhile.

/** How long a chain of statements may hold the thread before it lets others in. */
export const TURN_MS = 8;

/** When this loop turn's statements began (-1: none yet in this turn). */
let turnStarted = -1;
const endTurn = () => {
  turnStarted = -1;
};

/** Resolves at once while this turn is short, else after the event loop has served what waits. */
export async function takeTurn(): Promise<void> {
  const now = performance.now();
  if (turnStarted < 0) {
    turnStarted = now;
    // Runs when this loop turn ends (its check phase): the next statement starts a new turn.
    setImmediate(endTurn);
    return;
  }
  if (now - turnStarted < TURN_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  turnStarted = performance.now();
  setImmediate(endTurn);
}

interface StatementClient {
  query: (...args: never[]) => Promise<unknown>;
  transaction: (callback: (tx: never) => Promise<unknown>) => Promise<unknown>;
}

/**
 * The client drizzle talks to: every statement (also inside a transaction) takes its turn first;
 * everything else is PGlite's own, bound to it (its methods use private fields).
 */
export function turnTakingClient<C extends object>(client: C): C {
  const statements = client as unknown as StatementClient;
  return new Proxy(client, {
    get(target, name) {
      if (name === "query") {
        return async (...args: never[]) => {
          await takeTurn();
          return statements.query(...args);
        };
      }
      if (name === "transaction") {
        return (callback: (tx: never) => Promise<unknown>) => statements.transaction((tx: never) => callback(turnTakingClient(tx as object) as never));
      }
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
