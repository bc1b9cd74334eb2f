// Which addresses of a request's forwarding chain are trusted (TRUST_PROXY), read as Express reads its
// "trust proxy" setting. The front door (server/front-door.ts, decision 0027) applies it to the
// connection it accepted; the application behind it, which only the front door can reach, trusts the
// front door as the first hop and the operator's setting for the hops before it.
import type { IncomingHttpHeaders } from "node:http";
import proxyaddr from "proxy-addr";

export type TrustProxySetting = boolean | number | string | undefined;

/** Whether the address `hop` steps away from the server is a proxy whose forwarding headers count. */
export type TrustFunction = (address: string | undefined, hop: number) => boolean;

/** Express's reading of "trust proxy" (express/lib/utils.js compileTrust): true, a hop count, or addresses. */
export function compileTrust(setting: TrustProxySetting): TrustFunction {
  if (setting === true) return () => true;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  const addresses = typeof setting === "string" ? setting.split(",").map((address) => address.trim()) : [];
  const trusts = proxyaddr.compile(addresses);
  return (address, hop) => address !== undefined && trusts(address, hop);
}

/** The application's setting behind the front door: its first hop is the front door. */
export function trustBehindFrontDoor(setting: TrustProxySetting): TrustFunction {
  const trust = compileTrust(setting);
  return (address, hop) => hop === 0 || trust(address, hop - 1);
}

/** Headers that describe one connection, not the request (RFC 9110 §7.6.1), and Expect, which the
 * front door has answered itself. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade", "expect"];
const FORWARDING = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host"];

/**
 * The headers the front door passes on for a request that came from `peer`: the connection's own
 * left out, and the peer added to X-Forwarded-For as a proxy does. Forwarding headers the peer sent
 * are kept only when the operator trusts the peer; from anyone else they would be a forgery.
 */
export function forwardedHeaders(headers: IncomingHttpHeaders, peer: string | undefined, trust: TrustFunction): IncomingHttpHeaders {
  const passed: IncomingHttpHeaders = { ...headers };
  const named = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) delete passed[name];
  const trusted = trust(peer, 0);
  if (!trusted) for (const name of FORWARDING) delete passed[name];
  const earlier = trusted ? [passed["x-forwarded-for"] ?? []].flat().join(", ") : "";
  passed["x-forwarded-for"] = earlier ? `${earlier}, ${peer ?? ""}` : (peer ?? "");
  return passed;
}
