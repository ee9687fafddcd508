import { describe, expect, test } from "vitest";
import { clientIp, describeUserAgent, ipPrefix, requestMetaFrom } from "./request-meta";

describe("request meta", () => {
  test("keeps a network prefix, never the full address", () => {
    expect(ipPrefix("203.0.113.77")).toBe("203.0.113.0/24");
    expect(ipPrefix("2001:db8:abcd:12:1::9")).toBe("2001:db8:abcd::/48");
    expect(ipPrefix("::1")).toBe("local");
    expect(ipPrefix("127.0.0.1")).toBe("local");
  });

  test("reads the first forwarded address, ignores garbage", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "198.51.100.4, 10.0.0.1" }))).toBe("198.51.100.4");
    expect(clientIp(new Headers({ "x-forwarded-for": "::ffff:198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIp(new Headers({ "x-forwarded-for": "not-an-ip" }))).toBeNull();
    expect(clientIp(new Headers())).toBeNull();
  });

  test("describes the browser by family and OS only", () => {
    expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36")).toBe("Chrome · Linux");
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36 Edg/120")).toBe("Edge · Windows");
    expect(describeUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1")).toBe("Safari · iOS");
    expect(describeUserAgent(null)).toBeNull();
  });

  test("hashes the address for rate limiting, the same address the same way", () => {
    const first = requestMetaFrom(new Headers({ "x-forwarded-for": "198.51.100.4" }));
    const again = requestMetaFrom(new Headers({ "x-forwarded-for": "198.51.100.4" }));
    expect(first.ipHash).toBe(again.ipHash);
    expect(first.ipHash).not.toContain("198.51");
    expect(first.ipPrefix).toBe("198.51.100.0/24");
  });
});
