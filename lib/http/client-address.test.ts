import { describe, expect, test } from "vitest";
import { clientAddress, isTrustedPeer, normalizeAddress, parseTrustProxy } from "./client-address";

describe("clientAddress", () => {
  test("without TRUST_PROXY the connection's address is the client, whatever X-Forwarded-For says", () => {
    for (const value of [undefined, "", "0", "false"]) {
      expect(clientAddress("203.0.113.9", "198.51.100.1", parseTrustProxy(value))).toBe("203.0.113.9");
    }
    expect(clientAddress("::ffff:203.0.113.9", undefined, parseTrustProxy(undefined))).toBe("203.0.113.9");
  });

  test("with a hop count, the address that many proxies received the request from", () => {
    const oneHop = parseTrustProxy("1");
    expect(clientAddress("10.0.0.2", "198.51.100.7", oneHop)).toBe("198.51.100.7");
    // A client that writes its own X-Forwarded-For only adds entries to the left of the proxy's.
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.7", oneHop)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", undefined, oneHop)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.7, 10.0.0.1", parseTrustProxy("2"))).toBe("198.51.100.7");
  });

  test("with addresses, X-Forwarded-For is read from the right up to the first untrusted address", () => {
    const trust = parseTrustProxy("loopback, 10.0.0.0/8");
    expect(clientAddress("127.0.0.1", "9.9.9.9, 198.51.100.7, 10.1.1.1", trust)).toBe("198.51.100.7");
    expect(clientAddress("::1", "198.51.100.7", trust)).toBe("198.51.100.7");
    // A peer that is not a declared proxy cannot choose its address.
    expect(clientAddress("203.0.113.9", "198.51.100.7", trust)).toBe("203.0.113.9");
    // Garbage ends the walk at the proxy that sent it.
    expect(clientAddress("127.0.0.1", "198.51.100.7, not-an-address", trust)).toBe("127.0.0.1");
  });

  test("refuses a TRUST_PROXY it cannot read", () => {
    expect(() => parseTrustProxy("proxy.internal")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/abc")).toThrow(/TRUST_PROXY/);
  });

  test("normalizes mapped IPv4 and refuses what is not an address", () => {
    expect(normalizeAddress("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(normalizeAddress("x")).toBeNull();
  });
});

describe("isTrustedPeer: forwarded host and proto are kept only from a declared proxy", () => {
  test("no TRUST_PROXY: nobody's forwarded headers count", () => {
    expect(isTrustedPeer("127.0.0.1", parseTrustProxy(undefined))).toBe(false);
    expect(isTrustedPeer("203.0.113.9", parseTrustProxy("0"))).toBe(false);
  });

  test("a list: only peers in it; hops: any peer", () => {
    const loopback = parseTrustProxy("loopback,10.0.0.0/8");
    expect(isTrustedPeer("::ffff:127.0.0.1", loopback)).toBe(true);
    expect(isTrustedPeer("10.1.2.3", loopback)).toBe(true);
    expect(isTrustedPeer("203.0.113.9", loopback)).toBe(false);
    expect(isTrustedPeer("203.0.113.9", parseTrustProxy("1"))).toBe(true);
    expect(isTrustedPeer(undefined, parseTrustProxy("1"))).toBe(false);
  });
});
