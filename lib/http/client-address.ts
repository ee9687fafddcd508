import { BlockList, isIP } from "node:net";

/**
 * The client's address, as the server decides it (never as the client claims it): the connection's peer
 * address, unless the deployment declares the proxies in front of it with TRUST_PROXY. Then
 * `X-Forwarded-For` is read from the right (each proxy appends the address it received the request from) and
 * the first address that is not a trusted proxy is the client; entries to its left were written by the
 * client and are ignored. TRUST_PROXY is either
 * - a number of hops: that many proxies, whatever their addresses (e.g. `1` behind one load balancer); or
 * - a comma-separated list of addresses and CIDR ranges, `loopback` standing for 127.0.0.0/8 and ::1
 *   (e.g. `loopback,10.0.0.0/8`).
 * Unset, empty, `0` or `false`: no proxy, the peer address is the client.
 */
export type TrustProxy = { readonly kind: "none" } | { readonly kind: "hops"; readonly hops: number } | { readonly kind: "addresses"; readonly list: BlockList };

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text.toLowerCase() === "false") return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const list = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim()).filter(Boolean)) {
    if (entry.toLowerCase() === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or "loopback"`);
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { kind: "addresses", list };
}

/** `::ffff:192.0.2.1` → `192.0.2.1`; anything that is not an address → null. */
export function normalizeAddress(address: string | undefined | null): string | null {
  const text = (address ?? "").trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIP(text) === 0 ? null : text;
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * The client address for a request that came from `peerAddress` with this `X-Forwarded-For` header (null when
 * the peer address itself is unknown). Entries that are not addresses end the walk at the proxy that sent them.
 */
export function clientAddress(peerAddress: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string | null {
  const peer = normalizeAddress(peerAddress);
  if (peer === null || trust.kind === "none") return peer;
  // From the nearest hop to the farthest: the peer, then X-Forwarded-For read from the right.
  const hops = (forwardedFor ?? "").split(",").map((part) => part.trim()).filter(Boolean).reverse();
  let client = peer;
  for (const [index, entry] of hops.entries()) {
    const trusted = trust.kind === "hops" ? index < trust.hops : isTrusted(trust.list, client);
    if (!trusted) break;
    const next = normalizeAddress(entry);
    if (next === null) break;
    client = next;
  }
  return client;
}

/**
 * Whether the connection's peer is a proxy TRUST_PROXY declares: only then do its X-Forwarded-Host and
 * X-Forwarded-Proto say where the request was addressed (Origin checks, links built from the request); from
 * anyone else they are whatever the client chose, and the front server drops them.
 */
export function isTrustedPeer(peerAddress: string | undefined, trust: TrustProxy): boolean {
  const peer = normalizeAddress(peerAddress);
  if (peer === null || trust.kind === "none") return false;
  return trust.kind === "hops" ? trust.hops > 0 : isTrusted(trust.list, peer);
}

/** Forwarded headers that describe the original request; only a trusted proxy may set them. */
export const FORWARDED_REQUEST_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"] as const;

/**
 * In the app: the client address the application server decided (scripts/app-server.ts hands it over as the
 * only `x-forwarded-for` entry, replacing whatever the client sent), or null.
 */
export function requestClientAddress(headers: Headers): string | null {
  return normalizeAddress(headers.get("x-forwarded-for")?.split(",")[0]);
}

/** A network prefix (IPv4 /24, IPv6 /48) that tells networks apart without identifying a person. */
export function networkPrefix(ip: string): string {
  if (ip === "::1" || ip.startsWith("127.")) return "local";
  if (isIP(ip) === 4) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  const groups = expandIpv6(ip);
  return `${groups.slice(0, 3).join(":")}::/48`;
}

function expandIpv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => "0");
  return [...left, ...zeros, ...right];
}
