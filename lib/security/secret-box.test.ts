import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "./secret-box";

describe("secret box (AES-256-GCM)", () => {
  const key = randomBytes(32);

  it("round-trips and never shows the plaintext", () => {
    const sealed = encryptSecret("sandbox-centro-2026", key, "portal_branch:centro-se");
    expect(sealed).not.toContain("sandbox");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(decryptSecret(sealed, key, "portal_branch:centro-se")).toBe("sandbox-centro-2026");
  });

  it("uses a fresh IV each time", () => {
    expect(encryptSecret("x", key, "c")).not.toBe(encryptSecret("x", key, "c"));
  });

  it("refuses another row's context, another key and a tampered value", () => {
    const sealed = encryptSecret("secret", key, "portal_branch:a");
    expect(() => decryptSecret(sealed, key, "portal_branch:b")).toThrow();
    expect(() => decryptSecret(sealed, randomBytes(32), "portal_branch:a")).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("other").toString("base64url");
    expect(() => decryptSecret(parts.join("."), key, "portal_branch:a")).toThrow();
    expect(() => decryptSecret("v0.a.b.c", key, "portal_branch:a")).toThrow(/format/);
  });

  it("refuses keys that are not 256-bit", () => {
    expect(() => encryptSecret("x", randomBytes(16), "c")).toThrow(/32 bytes/);
  });
});
