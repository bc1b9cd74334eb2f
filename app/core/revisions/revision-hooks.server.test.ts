import { describe, expect, it, vi } from "vitest";

describe("revision observers", () => {
  it("are refused when none is registered: a process must register them before recording a change", async () => {
    vi.resetModules();
    const fresh = await import("./revision-hooks.server");
    await expect(fresh.revisionObservers()).rejects.toThrow(/registerRevisionObservers/);
    fresh.registerRevisionObserver("probe", {});
    fresh.registerRevisionObserver("probe", {});
    expect(await fresh.revisionObservers()).toHaveLength(1);
  });

  it("are the server's, the language versions' first, in every test (tests/revision-observers.setup.ts)", async () => {
    vi.resetModules();
    const hooks = await import("./revision-hooks.server");
    hooks.registerRevisionObserversWhenNeeded(async () => (await import("#server/revision-observers")).registerRevisionObservers());
    const [first, second] = await Promise.all([hooks.revisionObservers(), hooks.revisionObservers()]);
    expect(first).toEqual(second);
    expect(first.map((o) => Object.keys(o).sort())).toEqual([
      ["check", "followUp", "restored", "settle"],
      ["check", "recorded", "restored", "visitorStates"],
    ]);
  });
});
