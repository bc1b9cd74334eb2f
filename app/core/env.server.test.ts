import express from "express";
import { describe, expect, it } from "vitest";
import { readEnv, trustProxySetting } from "./env.server";

describe("TRUST_PROXY", () => {
  it("hands Express a hop count for a number, true/false for words, and addresses unchanged", () => {
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("2")).toBe(2);
    expect(trustProxySetting("true")).toBe(true);
    expect(trustProxySetting("false")).toBe(false);
    expect(trustProxySetting("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
    expect(trustProxySetting(undefined)).toBeUndefined();
    expect(readEnv({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });

  it("with TRUST_PROXY=1 Express takes the client address the proxy in front wrote", () => {
    const app = express();
    app.set("trust proxy", readEnv({ TRUST_PROXY: "1" }).trustProxy);
    const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
    // The proxy (hop 0) is trusted, the address it names is not: req.ip is the visitor's.
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("203.0.113.9", 1)).toBe(false);
  });
});
