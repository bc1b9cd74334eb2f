// The socket handed over by the service manager (server/http-server.ts, inheritedSocket): taken only
// when it is meant for this process, and never passed on to a child.
import { describe, expect, it } from "vitest";
import { inheritedSocket } from "./http-server";

describe("inheritedSocket", () => {
  it("takes fd 3 when systemd handed one socket to this very process, and removes the variables", () => {
    const environment: NodeJS.ProcessEnv = { LISTEN_FDS: "1", LISTEN_PID: "4711", LISTEN_FDNAMES: "auralis", PORT: "3001" };
    expect(inheritedSocket(environment, 4711)).toEqual({ fd: 3 });
    expect(environment).toEqual({ PORT: "3001" });
  });

  it("leaves the variables of another process alone and listens on the port", () => {
    const environment: NodeJS.ProcessEnv = { LISTEN_FDS: "1", LISTEN_PID: "4711" };
    expect(inheritedSocket(environment, 4712)).toBeNull();
    expect(environment).toEqual({ LISTEN_FDS: "1", LISTEN_PID: "4711" });
    expect(inheritedSocket({}, 4711)).toBeNull();
  });

  it("refuses more than one socket, in German, instead of picking one", () => {
    expect(() => inheritedSocket({ LISTEN_FDS: "2", LISTEN_PID: "4711" }, 4711)).toThrow(/genau einen Socket/);
  });
});
