import { createHash } from "node:crypto";
import { isIP } from "node:net";

/**
 * What the portal keeps about where a request came from: a truncated address (IPv4 /24, IPv6 /48, enough to
 * tell networks apart, not to identify a person), a hash of the full address for rate limiting, and the
 * browser family with its OS instead of the whole user-agent string.
 */
export interface RequestMeta {
  readonly ipPrefix: string | null;
  readonly ipHash: string;
  readonly userAgent: string | null;
}

export function requestMetaFrom(headers: Headers): RequestMeta {
  const ip = clientIp(headers);
  return { ipPrefix: ip ? ipPrefix(ip) : null, ipHash: sha256(ip ?? "unknown"), userAgent: describeUserAgent(headers.get("user-agent")) };
}

/**
 * The client address decided by the application server (scripts/app-server.ts: the connection's address, or
 * X-Forwarded-For only as far as TRUST_PROXY declares proxies), which it hands over as the only
 * `x-forwarded-for` entry; whatever the client sent in that header was replaced.
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (!forwarded) return null;
  const address = forwarded.replace(/^::ffff:/, "");
  return isIP(address) ? address : null;
}

export function ipPrefix(ip: string): string {
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

export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    /Edg\//.test(userAgent) ? "Edge"
    : /Firefox\//.test(userAgent) ? "Firefox"
    : /(Chrome|Chromium)\//.test(userAgent) ? "Chrome"
    : /Safari\//.test(userAgent) ? "Safari"
    : "Outro navegador";
  const os =
    /Android/.test(userAgent) ? "Android"
    : /iPhone|iPad/.test(userAgent) ? "iOS"
    : /Windows/.test(userAgent) ? "Windows"
    : /Mac OS X/.test(userAgent) ? "macOS"
    : /Linux/.test(userAgent) ? "Linux"
    : "outro sistema";
  return `${browser} · ${os}`;
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}
