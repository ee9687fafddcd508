import { createHash } from "node:crypto";
import { networkPrefix, requestClientAddress } from "@/lib/http/client-address";

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

/** The client address decided by the application server (lib/http/client-address.ts). */
export function clientIp(headers: Headers): string | null {
  return requestClientAddress(headers);
}

export function ipPrefix(ip: string): string {
  return networkPrefix(ip);
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
