import { describe, expect, it, vi } from "vitest";
import { cachedForContentVersion, contentChanged, contentVersion, keyedCacheForContentVersion, onContentChanged } from "./content-version.server";

describe("content version", () => {
  it("reuses a loaded value until the content changes", async () => {
    const load = vi.fn(async () => contentVersion());
    const read = cachedForContentVersion(load);
    const first = await read();
    expect(await read()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await contentChanged();
    expect(await read()).toBe(first + 1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const read = cachedForContentVersion(async () => {
      if (fail) throw new Error("kaputt");
      return "ok";
    });
    await expect(read()).rejects.toThrow("kaputt");
    fail = false;
    expect(await read()).toBe("ok");
  });

  it("tells listeners about changes", async () => {
    const listener = vi.fn();
    const stop = onContentChanged(listener);
    await contentChanged();
    stop();
    await contentChanged();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("keyedCacheForContentVersion", () => {
  it("caches per key until the content changes and drops the least recently used", async () => {
    const load = vi.fn(async (key: string) => `${key}@${contentVersion()}`);
    const read = keyedCacheForContentVersion(load, { maxEntries: 2 });
    await read("a");
    await read("b");
    await read("a");
    expect(load).toHaveBeenCalledTimes(2);
    await read("c"); // evicts b, the least recently used
    await read("b");
    expect(load).toHaveBeenCalledTimes(4);
    await contentChanged();
    expect(await read("a")).toBe(`a@${contentVersion()}`);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
