import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "./content-security-policy";

describe("content security policy", () => {
  const policy = contentSecurityPolicy("abc123", { development: false, https: true });

  it("runs only scripts with this response's nonce, never eval in production", () => {
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("forbids framing, plugins, foreign forms and base changes", () => {
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "form-action 'self'", "base-uri 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("allows eval only in development, and keeps http for plain-http servers", () => {
    const development = contentSecurityPolicy("n", { development: true, https: false });
    expect(development).toContain("'unsafe-eval'");
    expect(development).not.toContain("upgrade-insecure-requests");
  });

  it("nonces are fresh", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(Buffer.from(newNonce(), "base64")).toHaveLength(16);
  });
});
